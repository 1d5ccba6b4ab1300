import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchContentFolder, type ContentChange } from '../../src/build/content-watcher.ts';

/** The content folder's watch, on real folders: every change is reported, in folders made or moved after it started too. */
describe('the content folder watch', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  const watched = () => {
    const pagesDir = mkdtempSync(path.join(tmpdir(), 'content-watch-'));
    mkdirSync(path.join(pagesDir, 'locations'));
    writeFileSync(path.join(pagesDir, 'locations/tulsa.yaml'), 'title: Tulsa\n');
    const changes: ContentChange[] = [];
    const stop = watchContentFolder(pagesDir, (change) => changes.push(change));
    cleanups.push(() => {
      stop();
      rmSync(pagesDir, { recursive: true, force: true });
    });
    /** Waits until changes satisfying each of `seen` are reported, and forgets those reported so far. */
    const reported = async (...seen: ((change: ContentChange) => boolean)[]) => {
      await expect.poll(() => seen.every((matches) => changes.some(matches)), { timeout: 5000 }).toBe(true);
      changes.length = 0;
    };
    return { pagesDir, reported };
  };
  const isFile = (file: string) => (change: ContentChange) => 'file' in change && change.file === file;
  const isFolder = (folder: string) => (change: ContentChange) => 'folder' in change && change.folder === folder;

  it('reports a saved, an added and a deleted file, in a folder that was there at the start', async () => {
    const { pagesDir, reported } = watched();
    const tulsa = path.join(pagesDir, 'locations/tulsa.yaml');
    writeFileSync(tulsa, 'title: Tulsa, Oklahoma\n');
    await reported(isFile(tulsa));
    const norman = path.join(pagesDir, 'locations/norman.yaml');
    writeFileSync(norman, 'title: Norman\n');
    await reported(isFile(norman));
    rmSync(norman);
    await reported(isFile(norman));
  });

  it('reports a folder added, watches what is saved in it, and reports it deleted', async () => {
    const { pagesDir, reported } = watched();
    const blog = path.join(pagesDir, 'blog');
    mkdirSync(blog);
    await reported(isFolder(blog));
    const article = path.join(blog, 'first-post.yaml');
    writeFileSync(article, 'title: First post\n');
    await reported(isFile(article));
    rmSync(blog, { recursive: true });
    await reported(isFolder(blog));
  });

  it('follows the content folder itself deleted and made again', async () => {
    const { pagesDir, reported } = watched();
    rmSync(pagesDir, { recursive: true });
    await reported(isFolder(pagesDir));
    mkdirSync(pagesDir);
    await reported(isFolder(pagesDir));
    const home = path.join(pagesDir, 'index.yaml');
    writeFileSync(home, 'title: Home\n');
    await reported(isFile(home));
  });

  it('follows a folder renamed: both names reported, and the new one watched', async () => {
    const { pagesDir, reported } = watched();
    const cities = path.join(pagesDir, 'cities');
    const locations = path.join(pagesDir, 'locations');
    renameSync(locations, cities);
    await reported(isFolder(locations), isFolder(cities));
    const tulsa = path.join(cities, 'tulsa.yaml');
    writeFileSync(tulsa, 'title: Tulsa again\n');
    await reported(isFile(tulsa));
  });
});
