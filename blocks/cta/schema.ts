import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { action } from '../shared.ts';

export const ctaBlock = defineBlock('cta', 'A call to action: a heading, a sentence and buttons on a coloured band.', {
  heading: text('Heading of the call to action.'),
  body: text('One or two sentences that give the reason to act now.').optional(),
  actions: z.array(action).min(1).max(3).describe('One to three buttons, in order.'),
  tone: z.enum(['brand', 'light']).default('brand').describe('brand: dark brand-coloured band; light: pale panel.'),
});

export type CtaProps = BlockProps<typeof ctaBlock>;
