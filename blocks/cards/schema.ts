import { z } from 'zod';
import { link, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions, gridColumns, icon, sectionHeading } from '../shared.ts';

const card = z.strictObject({
  icon: icon.optional(),
  title: text('Card heading.'),
  description: text('One to three sentences.'),
  features: z.array(text('A short benefit or feature.')).default([]).describe('Optional bullet list (benefits, features, what is included).'),
  link: link('Optional page the card links to.').optional(),
  linkText: text('Text of the card link, for example “Learn more”.').optional(),
});

export const cardsBlock = defineBlock(
  'cards',
  'A grid of cards: services, audiences, values, or numbered steps. Pain points and service tiles have their own blocks (painPoints, serviceTiles).',
  {
    ...sectionHeading({ eyebrow: true }),
    variant: z.enum(['cards', 'steps']).default('cards').describe('cards: bordered cards; steps: numbered process steps.'),
    columns: gridColumns(3),
    items: z.array(card).min(1).describe('The cards, in order.'),
    actions,
  },
);

export type CardsProps = BlockProps<typeof cardsBlock>;
