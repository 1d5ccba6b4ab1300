import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStale, removeStaleInBackground } from '../../src/build/stale-files.ts';
import { tempDir } from '../server/http.ts';

/** Folders beside the output folder that are not the build's: kept. */
const KEPT = ['dist-staging-by-hand', 'dist.previous-backup', 'dist.previous-41-1700000000000-mine'];

let work: ReturnType<typeof tempDir>;
beforeEach(() => {
  work = tempDir('stale-files-');
});
afterEach(() => work.remove());

/** An output folder, the one a build replaced beside it, those a stopped removal and an older build left, and folders of other names. */
function outputFolders() {
  const outDir = path.join(work.dir, 'dist');
  for (const folder of ['dist/about', 'dist.previous-41-1700000000000/about', 'dist.previous-7-1600000000000', 'dist.previous', ...KEPT])
    mkdirSync(path.join(work.dir, folder), { recursive: true });
  writeFileSync(path.join(work.dir, 'dist.previous-41-1700000000000/about/index.html'), '<h1>About</h1>');
  return outDir;
}

describe('what a build leaves that nothing needs', () => {
  it('loses every output folder a build replaced beside the output folder, and nothing else', () => {
    const outDir = outputFolders();
    removeStale({ root: work.dir, outDir, storeNow: true });
    expect(readdirSync(work.dir).sort()).toEqual(['dist', ...KEPT].sort());
    expect(existsSync(path.join(outDir, 'about'))).toBe(true);
  });

  it('is removed by a process of its own after a build that wrote thousands of files', async () => {
    const outDir = outputFolders();
    // The project's own caches: nothing of the store is looked through now.
    removeStaleInBackground({ root: process.cwd(), outDir, storeNow: false });
    await expect.poll(() => readdirSync(work.dir).sort(), { timeout: 20_000 }).toEqual(['dist', ...KEPT].sort());
  });
});
