import { describe, expect, it } from 'vitest';
import { nearCopyPairs } from './search-lint.ts';

/** Every pair sharing more than half of the smaller page's sentences, found by comparing all pairs. */
function nearCopiesByAllPairs(pages: readonly Set<string>[]): [number, number][] {
  const found: [number, number][] = [];
  pages.forEach((page, later) => {
    for (let earlier = 0; earlier < later; earlier++) {
      const shared = [...page].filter((sentence) => pages[earlier]!.has(sentence)).length;
      const smaller = Math.min(page.size, pages[earlier]!.size);
      if (smaller > 0 && shared / smaller > 0.5) found.push([later, earlier]);
    }
  });
  return found;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('near-copy candidates', () => {
  it('include every pair that shares more than half of the smaller page, on many random families', () => {
    const next = random(7);
    for (let family = 0; family < 200; family++) {
      const vocabulary = 2 + Math.floor(next() * 12);
      const pages = Array.from({ length: 2 + Math.floor(next() * 12) }, () => {
        const size = Math.floor(next() * 8);
        return new Set(Array.from({ length: size }, () => `sentence ${Math.floor(next() * vocabulary)}`));
      });
      const expected = nearCopiesByAllPairs(pages);
      const candidates = nearCopyPairs(pages.map((page) => [...page]));
      for (const pair of expected) expect(candidates).toContainEqual(pair);
      // In page order (later page, then earlier page), as the warnings are reported.
      expect(candidates).toEqual([...candidates].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    }
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
    expect(nearCopyPairs(pages.map((page) => [...page]))).toEqual([]);
  });
});
