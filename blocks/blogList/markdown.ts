import { formatDate } from '../../src/ui/date.ts';
import { blocksOf, bullets, heading, image, link, text, type BlockMarkdown } from '../markdown.ts';
import { PAGE_SIZE, withCategory } from './BlogList.tsx';
import type { BlogListProps } from './schema.ts';
import { ALL_CATEGORIES, COMING_SOON, NO_POSTS } from './words.ts';

const count = (posts: number) => `${posts} ${posts === 1 ? 'post' : 'posts'}`;

/**
 * The blog index as /blog shows it: its category filter as links (the page reads ?category=)
 * with the number of posts in each, the first page of cards (each title an h2, as on the page)
 * and links to the other pages. Only /blog is written as Markdown: the numbered pages are templates.
 */
const blogListMarkdown: BlockMarkdown<BlogListProps> = (blog, context) => {
  const { posts, categories } = blog;
  const pageCount = Math.ceil(posts.length / PAGE_SIZE);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).slice(1);
  return blocksOf(
    heading(1, blog.heading),
    blog.intro && text(blog.intro),
    'Posts by category:',
    bullets([
      `${link(ALL_CATEGORIES, '/blog', context)}: ${count(posts.length)}`,
      ...categories.map(
        (category) => `${link(category, withCategory('/blog', category), context)}: ${count(posts.filter((post) => post.category === category).length)}`,
      ),
    ]),
    posts.length === 0 && blocksOf(heading(2, NO_POSTS.heading), text(NO_POSTS.text)),
    ...posts
      .slice(0, PAGE_SIZE)
      .map((post) =>
        blocksOf(
          post.slug ? `## ${link(post.title, post.slug, context)}` : heading(2, post.title),
          text(`${post.category} · ${post.published ? formatDate(post.published) : COMING_SOON}`),
          text(post.summary),
          image(post.image, context),
        ),
      ),
    pages.length > 0 && `Page 1 of ${pageCount}. More posts: ${pages.map((page) => link(`Page ${page}`, `/blog/${page}`, context)).join(', ')}`,
  );
};

export default blogListMarkdown;
