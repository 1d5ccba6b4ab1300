import { articleBlock } from './article/schema.ts';
import { blogListBlock } from './blogList/schema.ts';
import { cardsBlock } from './cards/schema.ts';
import { cityListBlock } from './cityList/schema.ts';
import { contactCardsBlock } from './contactCards/schema.ts';
import { ctaBlock } from './cta/schema.ts';
import { faqBlock } from './faq/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { imageGalleryBlock } from './imageGallery/schema.ts';
import { listBlock } from './list/schema.ts';
import { painPointsBlock } from './painPoints/schema.ts';
import { portfolioBlock } from './portfolio/schema.ts';
import { quoteFormBlock } from './quoteForm/schema.ts';
import { richTextBlock } from './richText/schema.ts';
import { seoTableBlock } from './seoTable/schema.ts';
import { serviceTilesBlock } from './serviceTiles/schema.ts';
import { statementBlock } from './statement/schema.ts';
import { statsBlock } from './stats/schema.ts';
import { teamBlock } from './team/schema.ts';
import { testimonialsBlock } from './testimonials/schema.ts';
import { timelineBlock } from './timeline/schema.ts';
import { workExamplesBlock } from './workExamples/schema.ts';
import type { BlockProps } from './define.ts';

/**
 * The block registry: the page schema, the JSON Schema, the component lookup and the
 * compiler all derive from this list. Adding a block is one folder plus one line here.
 */
export const blocks = [
  heroBlock,
  richTextBlock,
  ctaBlock,
  faqBlock,
  painPointsBlock,
  serviceTilesBlock,
  cardsBlock,
  listBlock,
  statementBlock,
  testimonialsBlock,
  statsBlock,
  teamBlock,
  timelineBlock,
  workExamplesBlock,
  portfolioBlock,
  contactCardsBlock,
  quoteFormBlock,
  articleBlock,
  blogListBlock,
  seoTableBlock,
  imageGalleryBlock,
  cityListBlock,
] as const;

export type AnyBlock = (typeof blocks)[number];
/** A block as pages hold it after compilation: one member per registered type, told apart by `type`. */
export type Block = BlockProps<AnyBlock>;
