import { formatDate } from '../../src/ui/date.ts';
import { blocksOf, bullets, heading, image, link, linkedHeading, text, type BlockMarkdown } from '../markdown.ts';
import { BLOG, PAGE_SIZE, withCategory } from './BlogList.tsx';
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
  // Page 1 is this one.
  const later = Array.from({ length: pageCount - 1 }, (_, index) => index + 2);
  return blocksOf(
    heading(1, blog.heading),
    blog.intro && text(blog.intro),
    'Posts by category:',
    bullets([
      `${link(ALL_CATEGORIES, BLOG, context)}: ${count(posts.length)}`,
      ...categories.map(
        (category) => `${link(category, withCategory(BLOG, category), context)}: ${count(posts.filter((post) => post.category === category).length)}`,
      ),
    ]),
    posts.length === 0 && blocksOf(heading(2, NO_POSTS.heading), text(NO_POSTS.text)),
    ...posts
      .slice(0, PAGE_SIZE)
      .map((post) =>
        blocksOf(
          post.slug ? linkedHeading(2, post.title, post.slug, context) : heading(2, post.title),
          text(`${post.category} · ${post.published ? formatDate(post.published) : COMING_SOON}`),
          text(post.summary),
          image(post.image, context),
        ),
      ),
    later.length > 0 && `Page 1 of ${pageCount}. More posts: ${later.map((page) => link(`Page ${page}`, `${BLOG}/${page}`, context)).join(', ')}`,
  );
};

export default blogListMarkdown;
