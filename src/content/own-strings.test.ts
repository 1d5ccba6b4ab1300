import { getHeapStatistics, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../build/collect-garbage.ts';
import { quickRead } from './yaml-quick-read.ts';
import { stringsOfTheirOwn } from './own-strings.ts';

/** Bytes V8 keeps a string's characters in: one each, or two (what its serializer writes shows it). */
const bytesPerCharacter = (text: string) => (serialize(text).length - serialize('').length) / text.length;

const faqText = (weeks: string) => `title: Builder Marketing in Tulsa
blocks:
  - type: faq
    items:
      - question: How long does a website take?
        answer: Most sites launch in ${weeks} weeks.
      - question: Do you work with remodelers?
        answer: Yes, and with trades contractors.
`;
const TEXT = faqText('6–10');

type Faq = { title: string; blocks: { items: { question: string; answer: string }[] }[] };

/** The heap's live bytes, its garbage collected first. */
const liveBytes = () => {
  // A regular expression's last match keeps the string it was run on (RegExp.input) until the next.
  /./.test('.');
  collectGarbage();
  return getHeapStatistics().used_heap_size;
};

/** What the heap keeps of a 5 MB text once only `keep` of what was read from it is held. */
function keptOfText(keep: (text: string) => unknown): { kept: unknown; bytes: number } {
  const before = liveBytes();
  // Built here, so that nothing but what is read from it refers to it.
  const kept = keep(`title: Builder Marketing in Tulsa, Oklahoma\n${'# A long comment.\n'.repeat(300_000)}`);
  return { kept, bytes: liveBytes() - before };
}

describe('stringsOfTheirOwn', () => {
  it('keeps every string of a text with a character beyond Latin-1 in one byte a character, but those that hold one', () => {
    const read = quickRead(TEXT)!.value as Faq;
    // As read, every string is cut from the two-byte text.
    expect(bytesPerCharacter(read.title)).toBe(2);
    const data = structuredClone(read);
    const compact = stringsOfTheirOwn(read, TEXT) as typeof read;
    expect(compact).toEqual(data);
    expect(bytesPerCharacter(compact.title)).toBe(1);
    const [first, second] = compact.blocks[0]!.items;
    expect([first!.question, second!.question, second!.answer].map(bytesPerCharacter)).toEqual([1, 1, 1]);
    expect(bytesPerCharacter(first!.answer)).toBe(2);
  });

  it('gives the data of a one-byte text as read, in one byte a character', () => {
    const text = faqText('6 to 10');
    const read = quickRead(text)!.value as Faq;
    const data = structuredClone(read);
    expect(stringsOfTheirOwn(read, text)).toEqual(data);
    expect(read.blocks[0]!.items.map(({ answer }) => bytesPerCharacter(answer))).toEqual([1, 1]);
  });

  it('keeps no text alive through the strings read from it', () => {
    // What it guards against: a string read is a slice of the text, which keeps the whole text.
    const sliced = keptOfText((text) => (quickRead(text)!.value as { title: string }).title);
    expect(sliced.kept).toBe('Builder Marketing in Tulsa, Oklahoma');
    expect(sliced.bytes).toBeGreaterThan(5_000_000);

    const own = keptOfText((text) => (stringsOfTheirOwn(quickRead(text)!.value, text) as { title: string }).title);
    expect(own.kept).toBe('Builder Marketing in Tulsa, Oklahoma');
    expect(own.bytes).toBeLessThan(500_000);
    const twoByte = keptOfText((text) => {
      const beyondLatin1 = text.replace('Tulsa, Oklahoma', 'Tulsa – Oklahoma');
      return (stringsOfTheirOwn(quickRead(beyondLatin1)!.value, beyondLatin1) as { title: string }).title;
    });
    expect(twoByte.kept).toBe('Builder Marketing in Tulsa – Oklahoma');
    expect(twoByte.bytes).toBeLessThan(500_000);
  });
});
