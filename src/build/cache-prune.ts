import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
