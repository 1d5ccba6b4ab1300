import { blocksOf, bullets, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { StatsProps } from './schema.ts';

/**
 * Each figure after what it counts, as a screen reader says it ("Projects completed: 1000+").
 * The heading stays when the page hides it: screen readers still read it.
 */
const statsMarkdown: BlockMarkdown<StatsProps> = (stats) =>
  blocksOf(
    sectionHead(stats),
    bullets(stats.items.map((item) => `${text(item.label)}: **${text(item.value)}**${item.detail ? ` (${text(item.detail)})` : ''}`)),
  );

export default statsMarkdown;
