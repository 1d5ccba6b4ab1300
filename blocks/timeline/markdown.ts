import { blocksOf, heading, rich, sectionHead, type BlockMarkdown } from '../markdown.ts';
import type { TimelineProps } from './schema.ts';

/** Each year as a heading (an h3 on the page) above what happened, in the order written. */
const timelineMarkdown: BlockMarkdown<TimelineProps> = (timeline, context) =>
  blocksOf(sectionHead(timeline), ...timeline.items.map((item) => blocksOf(heading(3, String(item.year)), rich(item.event, context))));

export default timelineMarkdown;
