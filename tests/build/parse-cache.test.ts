import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParseCache } from '../../src/build/parse-cache.ts';
import { outlineOf } from '../../src/content/stages/parse.ts';
import { tempDir } from '../server/http.ts';

let work: ReturnType<typeof tempDir>;
beforeEach(() => {
  work = tempDir('parse-cache-');
});
afterEach(() => work.remove());

describe('parse cache', () => {
  it('gives the next compile what this one kept, as fresh copies made when first read', () => {
    const folder = path.join(work.dir, 'cache');
    const first = new ParseCache(folder, 'v1');
    const value = { title: 'About us', blocks: [{ type: 'hero', heading: 'About' }] };
    first.set('title: About us', value, outlineOf(value));
    const facts = { shell: { title: 'About us' }, links: ['/contact'] };
    const hash = first.setResolved('title: About us', { facts, blocks: value.blocks });
    first.save();
    const known = new ParseCache(folder, 'v1').get('title: About us');
    expect(known?.value()).toEqual(value);
    expect(known?.value()).not.toBe(known?.value());
    expect(known?.outline).toEqual(outlineOf(value));
    expect(known?.resolved?.facts).toEqual(facts);
    expect(known?.resolved?.facts).not.toBe(facts);
    expect(known?.resolved?.blocks()).toEqual(value.blocks);
    expect(known?.resolved?.hash).toBe(hash);
    expect(new ParseCache(folder, 'v2').get('title: About us')).toBeUndefined();
  });

  it('keeps resolved results by a hash of their content', () => {
    const cache = new ParseCache(path.join(work.dir, 'cache'), 'v1');
    const keep = (text: string, heading: string) => {
      cache.set(text, {}, outlineOf({}));
      return cache.setResolved(text, { facts: { links: [] }, blocks: [{ type: 'hero', heading }] });
    };
    expect(keep('a: 1', 'Same')).toBe(keep('b: 1', 'Same'));
    expect(keep('c: 1', 'Other')).not.toBe(keep('a: 1', 'Same'));
  });

  it('goes on without keeping anything when its folder cannot be written', () => {
    const blocked = path.join(work.dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const cache = new ParseCache(path.join(blocked, 'cache'), 'v1');
    cache.set('title: About us', { title: 'About us' }, outlineOf({ title: 'About us' }));
    expect(() => cache.save()).not.toThrow();
    expect(new ParseCache(path.join(blocked, 'cache'), 'v1').get('title: About us')).toBeUndefined();
  });
});
