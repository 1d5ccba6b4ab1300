import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const statsBlock = defineBlock('stats', 'A row of big numbers with labels.', {
  ...sectionHeading({ heading: 'Heading of the row (always read by screen readers; shown unless showHeading is false).' }),
  showHeading: z.boolean().default(true).describe('false hides the heading visually but keeps it for screen readers.'),
  items: z
    .array(
      z.strictObject({
        value: text('The figure, as shown: “1000+”, “98%”, “$1.5K”.'),
        label: text('What the figure counts.'),
        detail: text('Optional smaller line, for example the “before” figure.').optional(),
      }),
    )
    .min(1)
    .describe('The figures, in order.'),
});

export type StatsProps = BlockProps<typeof statsBlock>;
