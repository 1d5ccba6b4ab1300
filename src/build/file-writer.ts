import { closeSync, copyFileSync, linkSync, mkdirSync, openSync, renameSync, rmdirSync, rmSync, writeFileSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Creates the folder a file goes in, once per folder (the first time a file of it is written). */
export function folderMaker(): (file: string) => void {
  const madeDirs = new Set<string>();
  return (file) => {
    const dir = path.dirname(file);
    if (madeDirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  };
}

/**
 * Synchronous file writes that create each folder once. On the build machine's disk, creating
 * a file costs far more than writing it, and sync writes beat queued async ones; the prerender
 * gets its parallelism from worker threads instead. `makeFolder` may be shared with what else
 * puts files in the same folders. A file given as pieces (see pageDocument, and
 * png) is written as they are, its texts encoded into one buffer the writer keeps.
 */
export function fileWriter(makeFolder = folderMaker()): (file: string, content: string | Uint8Array | readonly (string | Uint8Array)[]) => void {
  const writePieces = piecesWriter();
  return (file, content) => {
    makeFolder(file);
    if (typeof content === 'string' || content instanceof Uint8Array) writeFileSync(file, content);
    else writePieces(file, content);
  };
}

/** Writes a file from pieces in one call, each text encoded as UTF-8 into a buffer kept for the next file. */
function piecesWriter(): (file: string, pieces: readonly (string | Uint8Array)[]) => void {
  let encoded = Buffer.alloc(0);
  return (file, pieces) => {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const room = pieces.reduce((bytes, piece) => bytes + (typeof piece === 'string' ? piece.length * 3 : 0), 0);
    if (encoded.length < room) encoded = Buffer.allocUnsafeSlow(Math.max(room, encoded.length * 2));
    let used = 0;
    const buffers = pieces.map((piece) => {
      if (typeof piece !== 'string') return piece;
      const start = used;
      used += encoded.write(piece, used);
      return encoded.subarray(start, used);
    });
    const fd = openSync(file, 'w');
    try {
      const total = buffers.reduce((bytes, buffer) => bytes + buffer.length, 0);
      let written = writevSync(fd, buffers);
      // A regular file takes it all at once; a short write goes on from where it stopped.
      if (written < total) {
        const whole = Buffer.concat(buffers);
        while (written < total) written += writeSync(fd, whole, written);
      }
    } finally {
      closeSync(fd);
    }
  };
}

/**
 * Writes a file whole under a temporary name first and renames it, so that no reader ever sees it
 * half-written. The name is the thread's own: two prerender workers (one process) may write the
 * same file at once (see writeKept).
 */
export function replaceFile(file: string, content: string | Buffer) {
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/**
 * Gives a file just made a second name (a hard link) in a cache, where later builds find it. A
 * name another build gave first stays (the same bytes: the name is its key); across file systems
 * nothing is kept.
 */
export function keepAs(file: string, kept: string) {
  try {
    linkSync(file, kept);
  } catch {
    // Kept already, or not on the same file system: nothing to keep.
  }
}

/**
 * Puts a file made elsewhere (a cache, the bundles) at `to` as a hard link to it: at 10,000
 * pages, copying the previews alone took seconds. Across file systems, where no link can be
 * made, it is copied. True when linked.
 */
export function linkOrCopy(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    copyFileSync(from, to);
    return false;
  }
}

/**
 * linkOrCopy, for a file of a cache that another build may remove meanwhile (see
 * pruneUnlinked): false when it is gone, and the caller makes it anew.
 */
export function linkOrCopyIfThere(from: string, to: string): boolean {
  try {
    linkOrCopy(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Removes a file of a folder (its path inside it, "/"-separated) and the folders that leaves empty. */
export function removeOutput(outDir: string, file: string) {
  rmSync(path.join(outDir, file), { force: true });
  for (let current = path.dirname(file); current !== '.' && current !== ''; current = path.dirname(current)) {
    try {
      rmdirSync(path.join(outDir, current));
    } catch {
      return; // Not empty (or already gone): its parents are not empty either.
    }
  }
}
