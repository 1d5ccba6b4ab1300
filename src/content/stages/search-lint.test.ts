import { describe, expect, it } from 'vitest';
import { earliestNearCopies } from './search-lint.ts';

/** For each page, the earliest page before it sharing more than half of the smaller page's sentences, and the share: found by comparing all pairs. */
function earliestByAllPairs(pages: readonly Set<string>[]) {
  return pages.map((page, later) => {
    for (let earlier = 0; earlier < later; earlier++) {
      const shared = [...page].filter((sentence) => pages[earlier]!.has(sentence)).length;
      const smaller = Math.min(page.size, pages[earlier]!.size);
      if (smaller > 0 && shared / smaller > 0.5) return { earlier, percent: Math.round((shared / smaller) * 100) };
    }
    return undefined;
  });
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('near-copies', () => {
  it('name for each page the earliest page it nearly copies, as comparing all pairs does, on many random families', () => {
    const next = random(7);
    let found = 0;
    for (let family = 0; family < 400; family++) {
      const vocabulary = 2 + Math.floor(next() * 12);
      const pages = Array.from({ length: 2 + Math.floor(next() * 12) }, () => {
        const size = Math.floor(next() * 8);
        return new Set(Array.from({ length: size }, () => `sentence ${Math.floor(next() * vocabulary)}`));
      });
      const expected = earliestByAllPairs(pages);
      found += expected.filter(Boolean).length;
      expect(earliestNearCopies(pages.map((page) => [...page]))).toEqual(expected);
    }
    expect(found).toBeGreaterThan(500);
  });

  it('are one a page when a generator copies one page many times', () => {
    const shared = Array.from({ length: 8 }, (_, index) => `Shared sentence number ${index} of the template page.`);
    const pages = Array.from({ length: 3000 }, (_, index) => [...shared, `Town ${index} has a sentence of its own.`]);
    const copies = earliestNearCopies(pages);
    expect(copies[0]).toBeUndefined();
    expect(copies.slice(1)).toEqual(Array.from({ length: 2999 }, () => ({ earlier: 0, percent: 89 })));
  });

  it('do not pair pages whose shared sentences are only the ones every page has', () => {
    const common = ['Book a call with our team today.', 'Local ranking gains start from about 30 days.'];
    const pages = Array.from(
      { length: 50 },
      (_, index) =>
        new Set([
          ...common,
          `Town ${index} has its own first sentence here.`,
          `Town ${index} has its own second sentence here.`,
          `Town ${index} has a third one too.`,
        ]),
    );
    expect(earliestNearCopies(pages.map((page) => [...page]))).toEqual(pages.map(() => undefined));
  });
});
