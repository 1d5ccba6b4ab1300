import type { Block } from '../../blocks/index.ts';
import type { BlockMarkdown, MarkdownContext } from '../../blocks/markdown.ts';
import type { PageData } from '../../blocks/page.ts';
import { defaultsByType } from '../shared/block-files.ts';
import type { SiteSettings } from '../shared/site-schema.ts';

/** Where a block type's Markdown is written: beside its component, as the default export. */
export const markdownPath = (type: string) => `/blocks/${type}/markdown.ts`;

const writers = new Map<string, BlockMarkdown<never>>();

/** Registered once by whoever writes pages (the prerender worker, tests), from the block folders' markdown.ts files. */
export function registerBlockMarkdown(modules: Record<string, { default: BlockMarkdown<never> }>) {
  for (const [type, write] of defaultsByType(modules, markdownPath)) writers.set(type, write);
}

function blockMarkdown(block: Block, context: MarkdownContext): string {
  const write = writers.get(block.type) as BlockMarkdown<Block> | undefined;
  // The registry test checks that every block type has one, so this only fires if none were registered.
  if (!write) throw new Error(`No Markdown for block "${block.type}": expected ${markdownPath(block.type)}.`);
  return write(block, context).trim();
}

/**
 * The Markdown version of a page for answer engines (/about.md): what its blocks say, in order,
 * written from the page's data (see blocks/markdown.ts). The header, footer and breadcrumbs are
 * the site's frame, the same on every page, and are left out.
 */
export function pageMarkdown(page: PageData, settings: SiteSettings): string {
  const context = { settings, page };
  const sections = page.blocks.map((block) => blockMarkdown(block, context)).filter(Boolean);
  return `${sections.join('\n\n')}\n`;
}
