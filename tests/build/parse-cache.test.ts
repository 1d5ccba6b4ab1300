import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParseCache } from '../../src/build/parse-cache.ts';
import { tempDir } from '../server/http.ts';

let work: ReturnType<typeof tempDir>;
beforeEach(() => {
  work = tempDir('parse-cache-');
});
afterEach(() => work.remove());

describe('parse cache', () => {
  it('gives the next compile what this one kept, as a fresh copy', () => {
    const folder = path.join(work.dir, 'cache');
    const first = new ParseCache(folder, 'v1');
    const value = { title: 'About us', blocks: [{ type: 'hero' }] };
    first.set('title: About us', value);
    first.save();
    const known = new ParseCache(folder, 'v1').get('title: About us');
    expect(known?.value).toEqual(value);
    expect(known?.value).not.toBe(value);
    expect(new ParseCache(folder, 'v2').get('title: About us')).toBeUndefined();
  });

  it('goes on without keeping anything when its folder cannot be written', () => {
    const blocked = path.join(work.dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const cache = new ParseCache(path.join(blocked, 'cache'), 'v1');
    cache.set('title: About us', { title: 'About us' });
    expect(() => cache.save()).not.toThrow();
    expect(new ParseCache(path.join(blocked, 'cache'), 'v1').get('title: About us')).toBeUndefined();
  });
});
