import { z } from 'zod';
import type { ImageOutput } from '../../src/shared/fields.ts';
import { image, text } from '../../src/shared/fields.ts';
import type { DeriveContext } from '../page.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';
import { byText } from '../../src/shared/text-order.ts';

/** A card on the blog. `slug` is the article's route; announced posts have none yet. */
export interface Post {
  title: string;
  slug?: string;
  category: string;
  summary: string;
  image: ImageOutput;
  published?: string;
}

/**
 * Every page with an article block becomes a post, newest first, so a new article file is a
 * new card with no code. Announced posts follow the published ones.
 */
export function derivePosts(
  announced: readonly Omit<Post, 'slug' | 'published'>[],
  { pages }: Pick<DeriveContext, 'pages'>,
): { posts: Post[]; categories: string[] } {
  const published = pages.flatMap(({ route, articles }) =>
    articles.map((article) => ({
      title: article.heading,
      slug: route,
      category: article.category,
      summary: article.summary,
      image: article.image,
      published: article.published,
    })),
  );
  // ISO dates sort as text; the route breaks ties so the order never depends on file order.
  published.sort((a, b) => byText(b.published, a.published) || byText(a.slug, b.slug));
  const posts = [...published, ...announced.map((post): Post => ({ ...post }))];
  return { posts, categories: [...new Set(posts.map((post) => post.category))].sort() };
}

export const blogListBlock = defineBlock(
  'blogList',
  'The blog index: post cards from every article page, a category filter and pagination.',
  {
    ...sectionHeading({ heading: 'Heading of the blog index.' }),
    announced: z
      .array(
        z.strictObject({
          title: text('Title of the upcoming post.'),
          category: text('Its category.'),
          summary: text('One or two sentences for the card.'),
          image: image('Card image.'),
        }),
      )
      .default([])
      .describe('Posts announced but not written yet: their cards show a “coming soon” message.'),
  },
  {
    derive: (block, context) => derivePosts(block.announced, context),
    lists: (context) => ({ ...context, pages: context.pages.filter((page) => page.articles.length > 0), templates: [] }),
    pageHeading: true,
    interactive: true,
  },
);

export type BlogListProps = BlockProps<typeof blogListBlock>;
