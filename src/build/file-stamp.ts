import { statSync, type Stats } from 'node:fs';

/*
 * A file's stamp stands for its text without reading it: for the parse cache (content files), the
 * build's snapshot (content files, folders) and the kept hashes of the project's sources.
 */

/**
 * How long before it was read a file must have last changed for its stamp to stand for its text:
 * file times are coarse (2 s on some file systems), so a file written again soon after it was
 * read could keep the same times. A file changed more recently than this is read every time.
 */
export const SETTLED_MS = 3000;

/**
 * What changes whenever a file's content does: its size, modification and change times, inode
 * (a rename over it); with when it last changed. Undefined when the file is gone.
 */
export function fileStamp(file: string): { stamp: string; changedAt: number } | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return undefined;
  return { stamp: stampParts(stats).join(':'), changedAt: Math.max(stats.mtimeMs, stats.ctimeMs) };
}

/** What a stamp is made of, as numbers; and a stamp (as fileStamp gives it) read back as them. */
export const stampParts = (stats: Stats) => [stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino];
/** Whether a file's stats are the stamp at `at` in stamps kept one after another (four numbers each, as stampParts gives them). */
export const hasStamp = (stats: Stats, stamps: Float64Array, at: number) =>
  stats.size === stamps[at * 4] && stats.mtimeMs === stamps[at * 4 + 1] && stats.ctimeMs === stamps[at * 4 + 2] && stats.ino === stamps[at * 4 + 3];
export const stampNumbers = (stamp: string) => stamp.split(':').map(Number);
