import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { copyFacts } from './copy-facts.ts';

/** What copyFacts finds, as regular expressions say it (see its comment): the specification it is checked against. */
function byExpressions(text: string, minWords: number) {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((normal) => normal.split(' ').length >= minWords);
  return { words, sentences };
}

/** Every string of the project's pages: the copy the lint reads, and more. */
function projectStrings(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const entry of readdirSync('pages', { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.yaml')) collect(load(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')));
  return strings;
}

describe('the words and sentences of copy', () => {
  it('are those the expressions find, in the pages and in random text of spaces, sentence ends, letters of every plane and case', () => {
    let state = 11;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
    // Every kind of space \s reads, the sentence ends, letters and digits beyond ASCII (an
    // astral letter, a lone surrogate), letters whose lower case depends on what is around them.
    const alphabet = [...'ab Z9 .!?\t\n\r\v\f,-', '\u00a0', '\u1680', '\u2003', '\u2028', '\u2029', '\u202f', '\u3000', '\ufeff', '\u0085'];
    alphabet.push('É', 'ΟΔΟΣ', 'İ', '٣', '\u{1d400}', '\ud835', '\u2013', '’', '…');
    const texts = [
      ...projectStrings(),
      ...Array.from({ length: 20000 }, () => Array.from({ length: random(50) }, () => alphabet[random(alphabet.length)]).join('')),
    ];
    let sentences = 0;
    for (const text of texts) {
      for (const minWords of [1, 2, 6]) {
        const expected = byExpressions(text, minWords);
        // An empty sentence is a word of none to the expressions; copyFacts gives none.
        if (minWords === 1) expected.sentences = expected.sentences.filter(Boolean);
        sentences += expected.sentences.length;
        expect({ text, minWords, found: copyFacts(text, minWords) }).toEqual({ text, minWords, found: expected });
      }
    }
    expect(sentences).toBeGreaterThan(20000);
  });

  it('counts a page’s words and cuts its sentences', () => {
    expect(copyFacts('  Most sites launch in 6–10 weeks. When will we see results?  Soon!', 3)).toEqual({
      words: 12,
      sentences: ['most sites launch in 6–10 weeks.', 'when will we see results?'],
    });
  });
});
