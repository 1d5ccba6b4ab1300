import { text } from '../../src/content/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';

export const seoTableBlock = defineBlock('seoTable', 'Internal SEO overview: every indexable page with its title tag and meta description.', {
  heading: text('Heading of the dashboard.'),
  intro: text('A sentence under the heading.').optional(),
});

export type SeoTableProps = BlockProps<typeof seoTableBlock>;
