import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from './file-writer.ts';

/** How long a cache entry may go unwritten before it is removed. */
const UNUSED_FOR_MS = 7 * 24 * 3_600_000;

/** The file in a cache entry's folder that names the folder the entry was made for (see markOrigin). */
const ORIGIN_FILE = 'origin';

/** Records, once, which folder (a content or output folder) a cache entry's folder was made for. */
export function markOrigin(entryDir: string, origin: string) {
  const file = path.join(entryDir, ORIGIN_FILE);
  if (!existsSync(file)) replaceFile(file, origin);
}

/** An entry folder made for a folder that no longer exists. */
function madeForGoneFolder(entry: string): boolean {
  try {
    return !existsSync(readFileSync(path.join(entry, ORIGIN_FILE), 'utf8'));
  } catch {
    return false; // A file, or a folder that names no origin: its age decides.
  }
}

/**
 * Removes the entries (files or folders) of a cache folder, other than `current`, that no build
 * has written for a week, or that were made for a folder that is gone: tests and benchmarks build
 * from and into temporary folders, and at 10,000 pages the entries of one hold about 60 MB.
 */
export function pruneUnused(cacheDir: string, current: string) {
  const now = Date.now();
  for (const name of readdirSync(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (entry === current) continue;
    // Another build may remove an entry meanwhile.
    const written = statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - written > UNUSED_FOR_MS || madeForGoneFolder(entry)) rmSync(entry, { recursive: true, force: true });
  }
}

/** How often a cache of files linked into output folders is looked through (see pruneUnlinked). */
const LOOKED_THROUGH_EVERY_MS = 24 * 3_600_000;
/** The file whose modification time says when a cache was last looked through. */
const LOOKED_THROUGH_FILE = '.looked-through';

/**
 * Removes the files of a cache whose files the build links into output folders (the social
 * previews, the images' resized copies, the pages' outputs) once no output folder links to them
 * any more (their link count is 1) and they were made more than `keptForMs` ago (a week by
 * default): every edit of a page's title makes its preview anew, and the old one would stay for
 * good. A file removed that is needed again is made again. Looked through at most once a day (at
 * 10,000 pages it holds 10,000 files), or at once when `now`.
 */
export function pruneUnlinked(cacheDir: string, { now: lookNow = false, keptForMs = UNUSED_FOR_MS } = {}) {
  const now = Date.now();
  const marker = path.join(cacheDir, LOOKED_THROUGH_FILE);
  const lookedThrough = statSync(marker, { throwIfNoEntry: false })?.mtimeMs;
  if ((!lookNow && lookedThrough !== undefined && now - lookedThrough < LOOKED_THROUGH_EVERY_MS) || !existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    // Another build may remove a file meanwhile.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats?.isFile() && stats.nlink === 1 && file !== marker && now - stats.mtimeMs >= keptForMs) rmSync(file, { force: true });
  }
  writeFileSync(marker, '');
}
