import { z } from 'zod';
import { iconNames } from '../src/shared/icon-names.ts';
import { link, text } from '../src/shared/fields.ts';

/** A button or link: used by heroes, calls to action and cards. */
export const action = z
  .strictObject({
    label: text('The words on the button.'),
    href: link('Where it goes: a site path (/contact), an external URL, mailto:, tel:, or @booking for the booking page.'),
    variant: z.enum(['primary', 'secondary']).default('primary').describe('primary: solid brand button; secondary: outlined button.'),
  })
  .describe('A button.');

export const actions = z.array(action).max(3).default([]).describe('Up to three buttons, in order.');

export const icon = z.enum(iconNames).describe('Icon shown with the item. One of the names in src/shared/icon-names.ts.');

/** How many items a grid block puts in a row on wide screens. */
export const gridColumns = (fallback: 2 | 3 | 4) =>
  z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(fallback)
    .describe('Items per row on wide screens: 2, 3 or 4.');

const optionalLine = (description: string) => text(description).optional();

type SectionHeading = { heading: ReturnType<typeof text>; intro: ReturnType<typeof optionalLine> };

/**
 * A section's heading fields, which Section draws: the heading, the sentence under it and, for
 * blocks that show one, the small label above it. Spread it into the block's fields. `heading`
 * describes what the heading heads; `eyebrow` is true, or an example label for editors' tooltips.
 */
export function sectionHeading(texts?: { heading?: string }): SectionHeading;
export function sectionHeading(texts: { heading?: string; eyebrow: true | string }): { eyebrow: ReturnType<typeof optionalLine> } & SectionHeading;
export function sectionHeading({ heading = 'Heading of the section.', eyebrow }: { heading?: string; eyebrow?: true | string } = {}) {
  const fields = { heading: text(heading), intro: optionalLine('A sentence or two under the heading.') };
  if (eyebrow === undefined) return fields;
  const example = eyebrow === true ? '' : `, for example “${eyebrow}”`;
  return { eyebrow: optionalLine(`Small label above the heading${example}.`), ...fields };
}
