import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Synchronous file writes that create each folder once. On the build machine's disk, creating
 * a file costs far more than writing it, and sync writes beat queued async ones; the prerender
 * gets its parallelism from worker threads instead.
 */
export function fileWriter(): (file: string, content: string | Buffer) => void {
  const madeDirs = new Set<string>();
  return (file, content) => {
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(file, content);
  };
}
