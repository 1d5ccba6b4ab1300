import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStale, removeStaleInBackground } from '../../src/build/stale-files.ts';
import { tempDir } from '../server/http.ts';

let work: ReturnType<typeof tempDir>;
beforeEach(() => {
  work = tempDir('stale-files-');
});
afterEach(() => work.remove());

/** An output folder, the one a build replaced beside it, one a stopped removal left, and a folder of another name. */
function outputFolders() {
  const outDir = path.join(work.dir, 'dist');
  for (const folder of ['dist/about', 'dist.previous-41-1700000000000/about', 'dist.previous-7-1600000000000', 'dist-staging-by-hand'])
    mkdirSync(path.join(work.dir, folder), { recursive: true });
  writeFileSync(path.join(work.dir, 'dist.previous-41-1700000000000/about/index.html'), '<h1>About</h1>');
  return outDir;
}

describe('what a build leaves that nothing needs', () => {
  it('loses every output folder replaced beside the output folder, and nothing else', () => {
    const outDir = outputFolders();
    removeStale({ root: work.dir, outDir, storeNow: true });
    expect(readdirSync(work.dir).sort()).toEqual(['dist', 'dist-staging-by-hand']);
    expect(existsSync(path.join(outDir, 'about'))).toBe(true);
  });

  it('is removed by a process of its own after a build that wrote thousands of files', async () => {
    const outDir = outputFolders();
    // The project's own caches: nothing of the store is looked through now.
    removeStaleInBackground({ root: process.cwd(), outDir, storeNow: false });
    await expect.poll(() => readdirSync(work.dir).sort(), { timeout: 20_000 }).toEqual(['dist', 'dist-staging-by-hand']);
  });
});
