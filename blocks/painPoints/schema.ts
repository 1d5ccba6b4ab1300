import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { gridColumns } from '../shared.ts';

const painPoint = z.strictObject({
  text: text('The problem, the way the visitor would put it, for example “Leads go cold before anyone calls back”.'),
  description: text('One or two sentences on what the problem costs them.'),
});

export const painPointsBlock = defineBlock(
  'painPoints',
  'Pain points: problems the visitor recognises, each a short statement with a sentence or two about it.',
  {
    eyebrow: text('Small label above the heading, for example “Sound familiar?”.').optional(),
    heading: text('Heading of the section.'),
    intro: text('A sentence or two under the heading.').optional(),
    columns: gridColumns(3),
    items: z.array(painPoint).min(1).describe('The pain points, in order.'),
  },
);

export type PainPointsProps = BlockProps<typeof painPointsBlock>;
