import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderLookup } from '../../src/build/folder-lookup.ts';
import { folderMaker } from '../../src/build/file-writer.ts';
import { PageStore, stageFromStores } from '../../src/build/page-store.ts';

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

  it("stages a page's files and its preview as second names of the kept ones, and none of its files when one is gone", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    folders.push(root);
    const store = new PageStore(path.join(root, 'store'));
    const staged = (file: string) => path.join(root, 'staged', file);
    const keys = (page: string) => ({ page: `${page}-page`, data: `${page}-data` });
    const stored = (page: string) => ({ file: staged(`${page}/index.html`), dataFile: staged(`_data/${page}.json`), markdownFile: staged(`${page}.md`) });
    const kept = (page: string) => [
      store.stored(keys(page).page, 'index.html'),
      store.stored(keys(page).data, 'data.json'),
      store.stored(keys(page).page, 'page.md'),
    ];
    for (const page of ['about', 'contact']) for (const file of kept(page)) writeFileSync(file, `${page} ${path.extname(file)}`);
    const painted = path.join(root, 'previews', 'painted.png');
    mkdirSync(path.dirname(painted));
    writeFileSync(painted, 'png');
    const preview = (file: string, page: string) => ({
      title: page,
      section: 'Home',
      file,
      staged: staged(`previews/${page}.png`),
      paintedBefore: true as const,
    });
    const makeFolder = folderMaker();

    const about = { stored: stored('about'), keys: keys('about'), preview: preview(painted, 'about') };
    expect(stageFromStores(about, store.dir, makeFolder)).toEqual({ unstored: false, toPaint: undefined, markdown: 'about .md' });
    Object.values(stored('about')).forEach((file, at) => expect(statSync(file).ino, file).toBe(statSync(kept('about')[at]!).ino));
    expect(statSync(about.preview.staged).ino).toBe(statSync(painted).ino);

    // Removed after the build found them there (another build looking through its cache): the
    // page is made anew, and the preview painted.
    rmSync(kept('contact')[1]!);
    const contact = { stored: stored('contact'), keys: keys('contact'), preview: preview(path.join(root, 'previews', 'gone.png'), 'contact') };
    expect(stageFromStores(contact, store.dir, makeFolder)).toEqual({ unstored: true, toPaint: contact.preview });
    for (const file of [...Object.values(stored('contact')), contact.preview.staged]) expect(existsSync(file), file).toBe(false);
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
