import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions } from '../shared.ts';

export const contactCardsBlock = defineBlock('contactCards', 'Ways to reach us (call, e-mail, hours), filled from the site settings.', {
  heading: text('Heading of the section.'),
  intro: text('A sentence under the heading.').optional(),
  show: z
    .array(z.enum(['phone', 'email', 'hours']))
    .min(1)
    .default(['phone', 'email', 'hours'])
    .describe('Which cards to show, in order: phone, email, hours.'),
  actions,
});

export type ContactCardsProps = BlockProps<typeof contactCardsBlock>;
