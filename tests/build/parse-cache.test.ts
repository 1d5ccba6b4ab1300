import { mkdirSync, readdirSync, rmSync, statSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTLED_MS } from '../../src/build/file-stamp.ts';
import { ParseCache, storedResolved } from '../../src/build/parse-cache.ts';
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
    const key = first.keyOf('title: About us');
    first.set(key, value, outlineOf(value));
    const facts = { shell: { title: 'About us' }, links: ['/contact'] };
    const hash = first.setResolved(key, { facts, blocks: value.blocks });
    first.save();
    const known = new ParseCache(folder, 'v1').get(key);
    expect(known?.value()).toEqual(value);
    expect(known?.value()).not.toBe(known?.value());
    expect(known?.outline).toEqual(outlineOf(value));
    expect(known?.resolved?.facts).toEqual(facts);
    expect(known?.resolved?.facts).not.toBe(facts);
    expect(known?.resolved?.blocks()).toEqual(value.blocks);
    expect(known?.resolved?.hash).toBe(hash);
    expect(new ParseCache(folder, 'v2').get(key)).toBeUndefined();
  });

  it('gives the next compile with the same cache what this one kept once settled, and the next build once written', () => {
    const folder = path.join(work.dir, 'cache');
    const cache = new ParseCache(folder, 'v1');
    const key = cache.keyOf('title: About us');
    cache.set(key, { title: 'About us' }, outlineOf({}));
    expect(cache.parsedAnew).toBe(1);
    cache.settle();
    expect(cache.parsedAnew).toBe(0);
    expect(cache.get(key)?.value()).toEqual({ title: 'About us' });
    expect(new ParseCache(folder, 'v1').get(key)).toBeUndefined();
    cache.write();
    expect(new ParseCache(folder, 'v1').get(key)?.value()).toEqual({ title: 'About us' });
  });

  it('reads a kept entry as it was when its cache was opened, even after another save replaced its file', () => {
    const folder = path.join(work.dir, 'cache');
    const writer = new ParseCache(folder, 'v1');
    const keys = ['title: One', 'title: Two'].map((text) => {
      const key = writer.keyOf(text);
      writer.set(key, { text }, outlineOf({}));
      return key;
    });
    writer.save();
    const reader = new ParseCache(folder, 'v1');
    // Another build drops one entry and adds another: every shard it was in is written again.
    const other = new ParseCache(folder, 'v1');
    other.get(keys[1]!);
    const added = other.keyOf('title: Three');
    other.set(added, { text: 'title: Three' }, outlineOf({}));
    other.save();
    expect(reader.get(keys[0]!)?.value()).toEqual({ text: 'title: One' });
    expect(reader.get(keys[1]!)?.value()).toEqual({ text: 'title: Two' });
    expect(new ParseCache(folder, 'v1').get(keys[0]!)).toBeUndefined();
    expect(new ParseCache(folder, 'v1').get(added)?.value()).toEqual({ text: 'title: Three' });
  });

  it('parses again the entries of a file cut short', () => {
    const folder = path.join(work.dir, 'cache');
    const cache = new ParseCache(folder, 'v1');
    const key = cache.keyOf('title: About us');
    cache.set(key, { title: 'About us', blocks: [] }, outlineOf({}));
    cache.save();
    const [shard] = readdirSync(folder).filter((name) => name.endsWith('.bin'));
    const full = path.join(folder, shard!);
    truncateSync(full, statSync(full).size - 1);
    expect(new ParseCache(folder, 'v1').get(key)).toBeUndefined();
  });

  it('keeps resolved results by a hash of their content', () => {
    const cache = new ParseCache(path.join(work.dir, 'cache'), 'v1');
    const keep = (text: string, heading: string) => {
      const key = cache.keyOf(text);
      cache.set(key, {}, outlineOf({}));
      return cache.setResolved(key, { facts: { links: [] }, blocks: [{ type: 'hero', heading }] });
    };
    expect(keep('a: 1', 'Same')).toBe(keep('b: 1', 'Same'));
    expect(keep('c: 1', 'Other')).not.toBe(keep('a: 1', 'Same'));
  });

  it('keeps the same resolved blocks by the same hash however their arrays were made', () => {
    const dense = [{ type: 'faq', items: [{ question: 'Why?' }] }];
    // An array made with its length, then filled: V8 serialises it as a sparse array.
    const holey: unknown[] = new Array(1);
    holey[0] = { type: 'faq', items: [{ question: 'Why?' }] };
    expect(serialize(holey)).not.toEqual(serialize(dense));
    const hashOf = (blocks: unknown) => storedResolved({ facts: { links: [] }, blocks }).hash;
    expect(hashOf(holey)).toBe(hashOf(dense));
  });

  it('goes on without keeping anything when its folder cannot be written', () => {
    const blocked = path.join(work.dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const cache = new ParseCache(path.join(blocked, 'cache'), 'v1');
    const key = cache.keyOf('title: About us');
    cache.set(key, { title: 'About us' }, outlineOf({ title: 'About us' }));
    expect(() => cache.save()).not.toThrow();
    expect(new ParseCache(path.join(blocked, 'cache'), 'v1').get(key)).toBeUndefined();
  });

  it('is removed by a later save of another once the content folder it was made for is gone', () => {
    const cacheOf = (name: string) => {
      mkdirSync(path.join(work.dir, name), { recursive: true });
      const cache = new ParseCache(path.join(work.dir, 'caches', name), 'v1', SETTLED_MS, path.join(work.dir, name));
      cache.set(cache.keyOf(`title: ${name}`), {}, outlineOf({}));
      cache.save();
      return cache;
    };
    cacheOf('kept');
    cacheOf('deleted');
    const current = cacheOf('current');
    expect(readdirSync(path.join(work.dir, 'caches')).sort()).toEqual(['current', 'deleted', 'kept']);
    rmSync(path.join(work.dir, 'deleted'), { recursive: true });
    current.set(current.keyOf('title: current, edited'), {}, outlineOf({}));
    current.save();
    expect(readdirSync(path.join(work.dir, 'caches')).sort()).toEqual(['current', 'kept']);
  });

  describe('a content file known by its stamp', () => {
    const folder = () => path.join(work.dir, 'cache');
    const file = () => path.join(work.dir, 'about.yaml');
    /** One compile's use of the cache: the file's key without reading it, or read, keyed and kept. */
    function compileOnce(cache: ParseCache, text: string): 'unchanged' | 'read' {
      const kept = cache.unchangedFile('about.yaml', file());
      if (kept) {
        expect(kept).toEqual({ key: cache.keyOf(text), firstLine: text.split('\n')[0] });
        cache.get(kept.key);
      } else {
        const key = cache.keyOf(text, 'about.yaml');
        cache.set(key, { title: text }, outlineOf({ title: text }));
      }
      cache.save();
      return kept ? 'unchanged' : 'read';
    }
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

    it('is not read again while it stays as it was; written again, even to the same size and times, it is', async () => {
      const about = '# first line\ntitle: About us\n';
      writeFileSync(file(), about);
      await settled();
      expect(compileOnce(new ParseCache(folder(), 'v1', 0), about)).toBe('read');
      expect(compileOnce(new ParseCache(folder(), 'v1', 0), about)).toBe('unchanged');
      expect(compileOnce(new ParseCache(folder(), 'v1', 0), about)).toBe('unchanged');

      const { atime, mtime } = statSync(file());
      const edited = about.replace('About us', () => 'About me');
      writeFileSync(file(), edited);
      utimesSync(file(), atime, mtime);
      await settled();
      expect(compileOnce(new ParseCache(folder(), 'v1', 0), edited)).toBe('read');
      expect(compileOnce(new ParseCache(folder(), 'v1', 0), edited)).toBe('unchanged');
      // Another version of the sources knows no file.
      expect(compileOnce(new ParseCache(folder(), 'v2', 0), edited)).toBe('read');
    });

    it('is read every time while its last change is recent: file times are too coarse to tell a second write soon after', () => {
      const about = 'title: About us\n';
      writeFileSync(file(), about);
      expect(compileOnce(new ParseCache(folder(), 'v1'), about)).toBe('read');
      expect(compileOnce(new ParseCache(folder(), 'v1'), about)).toBe('read');
    });
  });
});
