import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderLookup } from '../../src/build/folder-lookup.ts';
import { OutputPlan } from '../../src/build/output-plan.ts';
import { PageStore } from '../../src/build/page-store.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('PageStore', () => {
  it('stages the outputs it holds and no others, looked for one by one and then in its names read at once', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    folders.push(root);
    const store = new PageStore(path.join(root, 'store'));
    // Every even key is held: those looked for first (on disk) and those looked for after the names were read.
    for (let key = 0; key < 300; key += 2) writeFileSync(store.stored(`key${key}`, 'page/index.html'), `page ${key}`);
    mkdirSync(path.join(root, 'out'));
    const plan = new OutputPlan(path.join(root, 'out'), path.join(root, 'staged'), path.join(root, 'records'));
    const file = (key: number) => `page${key}/index.html`;
    const reused = (key: number) => {
      plan.claim(file(key), `key${key}`);
      return store.reuse(plan, file(key), `key${key}`);
    };
    const found = Array.from({ length: 200 }, (_, key) => reused(key));
    expect(found).toEqual(Array.from({ length: 200 }, (_, key) => key % 2 === 0));
    for (const key of [0, 198]) expect(statSync(plan.staging(file(key))).ino).toBe(statSync(store.stored(`key${key}`, file(key))).ino);
    expect(existsSync(plan.staging(file(1)))).toBe(false);
    // Removed after its name was read (another build looking through the store): made anew.
    rmSync(store.stored('key250', file(250)));
    expect(reused(250)).toBe(false);
    expect(reused(252)).toBe(true);
  });
});

describe('folderLookup', () => {
  it('finds nothing in a folder not made yet, looked for one by one and then among its names', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folder-lookup-'));
    folders.push(root);
    const has = folderLookup(path.join(root, 'cache'));
    expect(Array.from({ length: 100 }, (_, at) => has(path.join(root, 'cache', `${at}.png`))).some(Boolean)).toBe(false);
  });
});
