import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** How long a cache entry may go unwritten (its folder deleted, as tests and benchmarks do) before it is removed. */
const UNUSED_FOR_MS = 7 * 24 * 3_600_000;

/** Removes the entries (files or folders) of a cache folder, other than `current`, that no build has written for a week. */
export function pruneUnused(cacheDir: string, current: string) {
  const now = Date.now();
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    // Another build may remove an entry meanwhile.
    const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (file !== current && now - written > UNUSED_FOR_MS) rmSync(file, { recursive: true, force: true });
  }
}
