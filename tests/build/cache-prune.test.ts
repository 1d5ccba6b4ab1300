import { existsSync, linkSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneUnlinked } from '../../src/build/cache-prune.ts';
import { tempDir } from '../server/http.ts';

let work: ReturnType<typeof tempDir>;
beforeEach(() => {
  work = tempDir('cache-prune-');
});
afterEach(() => work.remove());

const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('a cache of files linked into output folders', () => {
  it('loses, once a day, the files made over a week ago that no output folder links to any more', () => {
    const cache = path.join(work.dir, 'cache');
    const dist = path.join(work.dir, 'dist');
    mkdirSync(cache);
    mkdirSync(dist);
    const made = (name: string, age: number, linkedAs?: string) => {
      const file = path.join(cache, name);
      writeFileSync(file, name);
      if (linkedAs) linkSync(file, path.join(dist, linkedAs));
      utimesSync(file, daysAgo(age), daysAgo(age));
      return file;
    };
    const replaced = made('old-title.png', 8);
    const shown = made('current-title.png', 8, 'about.png');
    const recent = made('recent.png', 2);

    pruneUnlinked(cache);
    expect([replaced, shown, recent].map(existsSync)).toEqual([false, true, true]);

    // Looked through today already: the next build does not look again.
    const replacedToday = made('replaced-today.png', 8);
    pruneUnlinked(cache);
    expect(existsSync(replacedToday)).toBe(true);
    utimesSync(path.join(cache, '.looked-through'), daysAgo(2), daysAgo(2));
    pruneUnlinked(cache);
    expect(existsSync(replacedToday)).toBe(false);
    expect([shown, recent].map(existsSync)).toEqual([true, true]);
  });

  it('the store of pages’ outputs: after a build that rendered many pages, loses at once every file no output folder links to', () => {
    const cache = path.join(work.dir, 'pages');
    const dist = path.join(work.dir, 'dist');
    mkdirSync(cache);
    mkdirSync(dist);
    const kept = path.join(cache, 'kept.html');
    const replaced = path.join(cache, 'replaced.html');
    writeFileSync(kept, 'now');
    writeFileSync(replaced, 'before');
    linkSync(kept, path.join(dist, 'index.html'));
    // Looked through today already: a build that renders many pages looks again all the same.
    writeFileSync(path.join(cache, '.looked-through'), '');
    pruneUnlinked(cache, { keptForMs: 0 });
    expect(existsSync(replaced)).toBe(true);
    pruneUnlinked(cache, { now: true, keptForMs: 0 });
    expect([kept, replaced].map(existsSync)).toEqual([true, false]);
  });

  it('is left alone when there is none yet', () => {
    expect(() => pruneUnlinked(path.join(work.dir, 'never-made'))).not.toThrow();
    expect(existsSync(path.join(work.dir, 'never-made'))).toBe(false);
  });
});
