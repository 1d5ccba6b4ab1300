import { z } from 'zod';
import { image, text } from '../../src/content/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';

export const blogListBlock = defineBlock('blogList', 'The blog index: post cards from every article page, a category filter and pagination.', {
  heading: text('Heading of the blog index.'),
  intro: text('A sentence under the heading.').optional(),
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
});

export type BlogListProps = BlockProps<typeof blogListBlock>;
