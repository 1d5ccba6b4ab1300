import { z } from 'zod';
import { link, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { gridColumns, icon, sectionHeading } from '../shared.ts';

const tile = z.strictObject({
  icon,
  title: text('Name of the service, for example “SEO & AEO”.'),
  description: text('One or two sentences on what it does for the visitor.'),
  link: link('Optional page about the service: the tile’s title then links to it.').optional(),
});

export const serviceTilesBlock = defineBlock('serviceTiles', 'Service tiles: compact tiles, each a service with its icon, name and a sentence or two.', {
  ...sectionHeading({ eyebrow: 'Why Choose Us' }),
  columns: gridColumns(4),
  items: z.array(tile).min(1).describe('The tiles, in order.'),
});

export type ServiceTilesProps = BlockProps<typeof serviceTilesBlock>;
