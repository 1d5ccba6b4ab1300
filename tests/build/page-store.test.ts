import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderLookup } from '../../src/build/folder-lookup.ts';
import { folderMaker } from '../../src/build/file-writer.ts';
import { PageStore, stageStored } from '../../src/build/page-store.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('PageStore', () => {
  it('holds the outputs kept in it and no others, looked for one by one and then in its names read at once', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    folders.push(root);
    const store = new PageStore(path.join(root, 'store'));
    // Every even key is held: those looked for first (on disk) and those looked for after the names were read.
    for (let key = 0; key < 300; key += 2) writeFileSync(store.stored(`key${key}`, 'page/index.html'), `page ${key}`);
    const found = Array.from({ length: 200 }, (_, key) => store.has(`key${key}`, `page${key}/index.html`));
    expect(found).toEqual(Array.from({ length: 200 }, (_, key) => key % 2 === 0));
  });

  it("stages a page's outputs as second names of the kept ones, and none of them when one is gone", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    folders.push(root);
    const store = new PageStore(path.join(root, 'store'));
    const staged = (file: string) => path.join(root, 'staged', file);
    const outputs = (page: string) =>
      [
        [staged(`${page}/index.html`), `${page}-html`],
        [staged(`_data/${page}.json`), `${page}-data`],
        [staged(`${page}.md`), `${page}-html`],
      ] as const;
    for (const page of ['about', 'contact']) for (const [file, key] of outputs(page)) writeFileSync(store.stored(key, file), `${page} ${path.extname(file)}`);
    const makeFolder = folderMaker();
    expect(stageStored(store.dir, outputs('about'), makeFolder)).toBe(true);
    for (const [file, key] of outputs('about')) expect(statSync(file).ino).toBe(statSync(store.stored(key, file)).ino);
    expect(readFileSync(staged('about.md'), 'utf8')).toBe('about .md');
    // Removed after the build found it there (another build looking through the store): the page is made anew.
    rmSync(store.stored('contact-data', 'contact.json'));
    expect(stageStored(store.dir, outputs('contact'), makeFolder)).toBe(false);
    for (const [file] of outputs('contact')) expect(existsSync(file), file).toBe(false);
  });
});

describe('folderLookup', () => {
  it('finds nothing in a folder not made yet, looked for one by one and then among its names', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folder-lookup-'));
    folders.push(root);
    const has = folderLookup(path.join(root, 'cache'));
    expect(Array.from({ length: 100 }, (_, at) => has(`${at}.png`)).some(Boolean)).toBe(false);
  });
});
