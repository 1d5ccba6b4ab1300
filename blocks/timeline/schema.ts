import { z } from 'zod';
import { html } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const timelineBlock = defineBlock('timeline', 'Milestones by year, oldest first.', {
  ...sectionHeading(),
  items: z
    .array(
      z.strictObject({
        year: z.int().min(1900).max(2100).describe('The year of the milestone.'),
        event: html('What happened. Rich text.'),
      }),
    )
    .min(1)
    .describe('Milestones, oldest first.'),
});

export type TimelineProps = BlockProps<typeof timelineBlock>;
