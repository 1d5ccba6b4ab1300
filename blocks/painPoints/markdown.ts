import { blocksOf, heading, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { PainPointsProps } from './schema.ts';

/** Each problem as a heading (an h3 on the page) above what it costs. */
const painPointsMarkdown: BlockMarkdown<PainPointsProps> = (painPoints) =>
  blocksOf(sectionHead(painPoints), ...painPoints.items.map((item) => blocksOf(heading(3, item.text), text(item.description))));

export default painPointsMarkdown;
