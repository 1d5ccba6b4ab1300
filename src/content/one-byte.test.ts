import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { quickRead } from './yaml-quick-read.ts';
import { oneByteStrings } from './one-byte.ts';

/** Bytes V8 keeps a string's characters in: one each, or two (what its serializer writes shows it). */
const bytesPerCharacter = (text: string) => (serialize(text).length - serialize('').length) / text.length;

const TEXT = `title: Builder Marketing in Tulsa
blocks:
  - type: faq
    items:
      - question: How long does a website take?
        answer: Most sites launch in 6–10 weeks.
      - question: Do you work with remodelers?
        answer: Yes, and with trades contractors.
`;

describe('oneByteStrings', () => {
  it('keeps every string of a text with a character beyond Latin-1 in one byte a character, but those that hold one', () => {
    const read = quickRead(TEXT)!.value as { title: string; blocks: { items: { question: string; answer: string }[] }[] };
    // As read, every string is cut from the two-byte text.
    expect(bytesPerCharacter(read.title)).toBe(2);
    const data = structuredClone(read);
    const compact = oneByteStrings(read, TEXT) as typeof read;
    expect(compact).toEqual(data);
    expect(bytesPerCharacter(compact.title)).toBe(1);
    const [first, second] = compact.blocks[0]!.items;
    expect([first!.question, second!.question, second!.answer].map(bytesPerCharacter)).toEqual([1, 1, 1]);
    expect(bytesPerCharacter(first!.answer)).toBe(2);
  });

  it('leaves the data of a text that has none as it is', () => {
    const text = TEXT.split('6–10').join('6 to 10');
    const read = quickRead(text)!.value;
    expect(oneByteStrings(read, text)).toBe(read);
  });
});
