import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions, sectionHeading } from '../shared.ts';

export const listBlock = defineBlock('list', 'A heading and a list of short items: outcomes, audiences, trades, client names.', {
  ...sectionHeading({ eyebrow: true }),
  style: z
    .enum(['checks', 'chips', 'numbered'])
    .default('checks')
    .describe('checks: items with a check mark; chips: compact labels (names, trade types); numbered: an ordered list.'),
  items: z.array(text('One item.')).min(1).describe('The items, in order.'),
  actions,
});

export type ListProps = BlockProps<typeof listBlock>;
