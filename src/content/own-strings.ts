/** A character a one-byte string of V8's cannot hold (beyond Latin-1). */
const BEYOND_LATIN1 = /[^\0-\xff]/;

/**
 * The length from which V8 cuts a string from a longer one as a slice of it (SlicedString's
 * least length): a slice keeps the whole string it was cut from.
 */
const SLICED_FROM = 13;

/**
 * The data read from a text, with strings of their own. The reader cuts each string from the
 * text as a slice of it, which keeps the whole text for as long as the string is kept: a site's
 * first build held every content file's text until its page was rendered (about 20 MB at 10,000
 * pages), for the few strings of each that its blocks show. And V8 keeps a text with any
 * character beyond Latin-1 (an en dash, a curly quote) as two bytes a character, and every string
 * cut from it so too, plain English as it mostly is: twice the memory, and twice the bytes every
 * cache and snapshot of it writes and reads back. So each string that Latin-1 can hold is made
 * one-byte where the text is not, and every other string long enough to be a slice is copied.
 */
export function stringsOfTheirOwn(value: unknown, text: string): unknown {
  return copied(value, BEYOND_LATIN1.test(text) ? fromTwoByteText : detached);
}

/**
 * A string's characters in a string of its own: the string joined to another is one string made
 * of both, which slicing writes out whole (a new string), and the slice is cut from that. About
 * three times as fast as a copy through a Buffer.
 */
const detached = (text: string) => (text.length < SLICED_FROM ? text : `${text} `.slice(0, -1));

const fromTwoByteText = (text: string) => (BEYOND_LATIN1.test(text) ? detached(text) : Buffer.from(text, 'latin1').toString('latin1'));

function copied(value: unknown, copy: (text: string) => string): unknown {
  if (typeof value === 'string') return copy(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let at = 0; at < value.length; at++) value[at] = copied(value[at], copy);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = copied(record[key], copy);
  return record;
}
