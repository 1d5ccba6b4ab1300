import { byText } from '../shared/text-order.ts';

/** Levenshtein distance, small and allocation-light: names here are short. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length]!;
}

/** True when every character of `short` appears in `long` in order ("okc" in "oklahoma-city"). */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at++;
  return at === short.length;
}

const firstPart = (name: string) => /^[^-/.]*/.exec(name)![0];
const shortest = (names: readonly string[]) => [...names].sort((a, b) => a.length - b.length || byText(a, b))[0];

/**
 * The candidate a mistyped or shortened name most likely meant: a close spelling first (edit
 * distance), then one that contains it or starts with it ("hero" → "hero-home.svg"), then one
 * it abbreviates within the same first word ("city-okc" → "city-oklahoma-city").
 */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = distance(needle, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const tolerance = Math.max(2, Math.floor(needle.length / 3));
  if (bestScore <= tolerance) return best;
  if (needle.length < 3) return undefined;
  const containing = candidates.filter((candidate) => candidate.toLowerCase().includes(needle));
  if (containing.length) return shortest(containing);
  const abbreviated = candidates.filter((candidate) => {
    const lower = candidate.toLowerCase();
    return firstPart(lower) === firstPart(needle) && isSubsequence(needle, lower);
  });
  return abbreviated.length ? shortest(abbreviated) : undefined;
}

/** " Did you mean "x"?" or nothing: appended to error messages. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const match = closest(input, candidates);
  return match ? ` Did you mean "${match}"?` : '';
}
