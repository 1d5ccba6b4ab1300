import type { PageData } from '../../blocks/page.ts';
import { blocks } from '../../blocks/index.ts';

const embeddedOf = new Map<string, (block: never) => object>(blocks.flatMap((block) => (block.embedded ? [[block.type, block.embedded]] : [])));

/**
 * The page data a page's HTML carries: each block's as its `embedded` gives it (a part of its
 * rows, say), the same object when no block leaves anything out. The page's data file holds it
 * whole; the browser asks for that when it needs the rest (see loadWholePage).
 */
export function embeddedPage(page: PageData): PageData {
  let changed = false;
  const shown = page.blocks.map((block) => {
    const part = embeddedOf.get(block.type)?.(block as never) ?? block;
    if (part !== block) changed = true;
    return part;
  });
  return changed ? { ...page, blocks: shown as PageData['blocks'] } : page;
}
