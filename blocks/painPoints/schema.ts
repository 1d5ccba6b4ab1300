import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { gridColumns, sectionHeading } from '../shared.ts';

const painPoint = z.strictObject({
  text: text('The problem, the way the visitor would put it, for example “Leads go cold before anyone calls back”.'),
  description: text('One or two sentences on what the problem costs them.'),
});

export const painPointsBlock = defineBlock(
  'painPoints',
  'Pain points: problems the visitor recognises, each a short statement with a sentence or two about it.',
  {
    ...sectionHeading({ eyebrow: 'Sound familiar?' }),
    columns: gridColumns(3),
    items: z.array(painPoint).min(1).describe('The pain points, in order.'),
  },
);

export type PainPointsProps = BlockProps<typeof painPointsBlock>;
