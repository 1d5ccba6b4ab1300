import { z } from 'zod';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions, sectionHeading } from '../shared.ts';

export const contactCardsBlock = defineBlock('contactCards', 'Ways to reach us (call, e-mail, hours), filled from the site settings.', {
  ...sectionHeading(),
  show: z
    .array(z.enum(['phone', 'email', 'hours']))
    .min(1)
    .default(['phone', 'email', 'hours'])
    .describe('Which cards to show, in order: phone, email, hours.'),
  actions,
});

export type ContactCardsProps = BlockProps<typeof contactCardsBlock>;
