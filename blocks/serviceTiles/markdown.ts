import { blocksOf, heading, linkedHeading, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { ServiceTilesProps } from './schema.ts';

/** Each service as a heading (an h3 on the page) above its sentence; a tile with a link has its title as the link, as on the page. */
const serviceTilesMarkdown: BlockMarkdown<ServiceTilesProps> = (tiles, context) =>
  blocksOf(
    sectionHead(tiles),
    ...tiles.items.map((tile) => blocksOf(tile.link ? linkedHeading(3, tile.title, tile.link, context) : heading(3, tile.title), text(tile.description))),
  );

export default serviceTilesMarkdown;
