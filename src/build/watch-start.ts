import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FSWatcher } from 'vite';

/** How often to ask the watcher what it watches, and for how long at most. */
const POLL_MS = 50;
const GIVE_UP_MS = 60_000;

/**
 * Resolves once the watcher watches every one of the files (absolute paths) that still exists,
 * or after a minute.
 * The watcher looks at files one by one when it starts (about a second for 10,000 of them), and
 * a change to a file before it looked at that file is never reported: what was read before then
 * must be checked again once it has.
 */
export function whenWatching(watcher: FSWatcher, files: readonly string[]): Promise<void> {
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = path.dirname(file);
    const names = byFolder.get(folder);
    if (names) names.push(path.basename(file));
    else byFolder.set(folder, [path.basename(file)]);
  }
  const cwd = (watcher.options as { cwd?: string }).cwd ?? '';
  const watchesAll = () => {
    const watched = new Map(Object.entries(watcher.getWatched()).map(([folder, names]) => [path.resolve(cwd, folder), new Set(names)]));
    return [...byFolder].every(([folder, names]) => {
      const seen = watched.get(folder);
      // A file deleted before the watcher looked at it is never watched.
      return names.every((name) => seen?.has(name) || !existsSync(path.join(folder, name)));
    });
  };
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (watchesAll() || Date.now() - started > GIVE_UP_MS) resolve();
      else setTimeout(check, POLL_MS).unref();
    };
    check();
  });
}
