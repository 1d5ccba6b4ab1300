import { UNSAFE_CHARACTER } from '../shared/quote-schema.ts';

const UNSAFE_EVERYWHERE = new RegExp(UNSAFE_CHARACTER.source, 'gu');
const UNSAFE_BUT_LINE_BREAKS = new RegExp(`(?!\\n)${UNSAFE_CHARACTER.source}`, 'gu');
const codeOf = (character: string) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/**
 * Text for a terminal: every character that a terminal or viewer would act on instead of
 * showing (escape sequences, bidi overrides) is written as its \uXXXX code, so stored text can
 * never clear the screen or reorder a line.
 */
export const printable = (text: string) => text.replace(UNSAFE_EVERYWHERE, codeOf);

/**
 * JSON that parses to the same values and holds none of those characters: JSON.stringify already
 * escapes C0 controls, but passes C1 controls, separators and bidi overrides through as they are.
 * They can only occur inside strings, where \uXXXX is their JSON spelling; a raw line break in
 * JSON text is indentation (inside strings JSON.stringify writes \n).
 */
export const printableJson = (value: unknown) => JSON.stringify(value, null, 2).replace(UNSAFE_BUT_LINE_BREAKS, codeOf);

/** Like printable, keeping line breaks (\n): for text whose lines matter, such as a CSV message cell. */
export const printableLines = (text: string) => text.replace(UNSAFE_BUT_LINE_BREAKS, codeOf);
