import { z } from 'zod';
import { image, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions } from '../shared.ts';

export const heroBlock = defineBlock(
  'hero',
  'Opening section of a page, holding its one main heading (h1).',
  {
    eyebrow: text('Small label above the heading, for example the service or city name.').optional(),
    heading: text('The main heading of the page (its h1). Say what the visitor gets.'),
    lead: text('One or two sentences under the heading.').optional(),
    actions,
    image: image('Illustration shown beside the heading. Loaded first, so keep it light.').optional(),
    points: z.array(text('A short proof point.')).max(4).default([]).describe('Up to four short proof points under the buttons.'),
  },
  { pageHeading: true },
);

export type HeroProps = BlockProps<typeof heroBlock>;
