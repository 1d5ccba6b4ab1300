import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isPair, isScalar, LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { topLevelKeyLine } from '../../src/content/yaml-source.ts';

/** Each top-level key of a text and the line the full parse places it on. */
function keyLines(text: string): [key: string, line: number][] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length || !isMap(doc.contents)) return [];
  return doc.contents.items.flatMap((item) =>
    isPair(item) && isScalar(item.key) && typeof item.key.value === 'string' && item.key.range ? [[item.key.value, lines.linePos(item.key.range[0]).line]] : [],
  ) as [string, number][];
}

const projectPages = readdirSync('pages', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));

describe('a top-level key found without the full parse', () => {
  it('is on the line the full parse places it, for every key of every page, and of pages cut short', () => {
    let found = 0;
    for (const page of projectPages) {
      const cuts = [page, ...Array.from({ length: 8 }, (_, index) => page.slice(0, Math.floor((page.length * (index + 1)) / 9)))];
      for (const text of cuts) {
        for (const [key, line] of keyLines(text)) {
          const quick = topLevelKeyLine(text, key);
          if (quick !== undefined) found++;
          expect({ key, line: quick ?? line }).toEqual({ key, line });
        }
      }
    }
    expect(found).toBeGreaterThan(500);
  });

  it('is not a line of a value that runs over lines, nor a key written otherwise', () => {
    expect(topLevelKeyLine('title: "A long title\n  blocks: that goes on"\nblocks:\n  - type: hero\n', 'blocks')).toBe(3);
    // A quoted value that runs onto a line at the margin: left to the full parse (which reports it).
    expect(topLevelKeyLine('title: "A long title\nblocks: that goes on"\nblocks:\n  - type: hero\n', 'blocks')).toBeUndefined();
    expect(topLevelKeyLine('title: "A long title\nblocks: that goes on"\n', 'blocks')).toBeUndefined();
    expect(topLevelKeyLine('tags: [a,\nblocks: b]\n', 'blocks')).toBeUndefined();
    expect(topLevelKeyLine('"blocks":\n  - type: hero\n', 'blocks')).toBeUndefined();
    expect(topLevelKeyLine('blocksy: 1\nblocks:x\n', 'blocks')).toBeUndefined();
    expect(topLevelKeyLine('# a comment\nblocks:\r\n  - type: hero\r\n', 'blocks')).toBe(2);
    expect(topLevelKeyLine('blocks: []\n', 'blocks')).toBe(1);
  });
});
