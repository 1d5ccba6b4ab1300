import { z } from 'zod';
import { ref } from '../../src/shared/fields.ts';
import type { Testimonial } from '../../src/shared/collections.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const testimonialsBlock = defineBlock(
  'testimonials',
  'Client testimonials, as a grid or a rotating carousel.',
  {
    ...sectionHeading({ eyebrow: true }),
    layout: z.enum(['grid', 'carousel']).default('grid').describe('grid: all at once; carousel: two at a time, advancing every 7 seconds.'),
    items: z.array(ref<Testimonial>('testimonials', 'A testimonial')).min(1).describe('Testimonials to show, by id.'),
  },
  { interactive: true },
);

export type TestimonialsProps = BlockProps<typeof testimonialsBlock>;
