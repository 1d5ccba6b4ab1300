import { z } from 'zod';
import { image, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const teamBlock = defineBlock('team', 'The team: leaders first in large cards, then everyone else.', {
  ...sectionHeading(),
  members: z
    .array(
      z.strictObject({
        name: text('Full name.'),
        title: text('Job title.'),
        image: image('Portrait.'),
        bio: text('One or two sentences about them.').optional(),
        leader: z.boolean().default(false).describe('true shows this person first, in a large card.'),
      }),
    )
    .min(1)
    .describe('Team members. Leaders are shown first whatever their order here.'),
});

export type TeamProps = BlockProps<typeof teamBlock>;
