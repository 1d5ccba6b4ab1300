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
