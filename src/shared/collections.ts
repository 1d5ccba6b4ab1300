import { z } from 'zod';
import { SLUG } from './slug.ts';
import { text } from './fields.ts';

/**
 * Shared collections: pages/_data/<name>.yaml maps an id to an item, and pages refer to the
 * item by id, so a testimonial written once can appear on many pages.
 */
export const testimonial = z.strictObject({
  quote: text('What the client said, without quotation marks.'),
  author: text('Who said it (a name, or an anonymous attribution such as “Custom builder”).'),
  role: text('Their role and company or place, for example “Owner, Prairie Ridge Homes”.'),
});

export const collections = {
  testimonials: testimonial,
} as const;

export type CollectionName = keyof typeof collections;
export type Testimonial = z.output<typeof testimonial>;

export function collectionSchema(name: CollectionName) {
  return z
    .record(z.string().regex(SLUG, 'Ids are lowercase words joined by hyphens, for example "jane-builder".'), collections[name])
    .describe(`Shared ${name}: each key is an id that pages use to refer to the item.`);
}
