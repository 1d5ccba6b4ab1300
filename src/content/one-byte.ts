/** A character a one-byte string of V8's cannot hold (beyond Latin-1). */
const BEYOND_LATIN1 = /[^\0-\xff]/;

/**
 * The data read from a text, its strings that Latin-1 can hold made one-byte. V8 keeps a text
 * with any character beyond Latin-1 (an en dash, a curly quote) as two bytes a character, and
 * every string the reader cuts from it so too, plain English as it mostly is: twice the memory,
 * and twice the bytes every cache and snapshot of it writes and reads back.
 */
export function oneByteStrings(value: unknown, text: string): unknown {
  return BEYOND_LATIN1.test(text) ? copied(value) : value;
}

function copied(value: unknown): unknown {
  if (typeof value === 'string') return BEYOND_LATIN1.test(value) ? value : Buffer.from(value, 'latin1').toString('latin1');
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let at = 0; at < value.length; at++) value[at] = copied(value[at]);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = copied(record[key]);
  return record;
}
