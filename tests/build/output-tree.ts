import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file and folder under dir, with a hash of each file's bytes (a short diff when two folders differ). */
export function outputTree(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full), entry.isDirectory() ? '(folder)' : createHash('sha256').update(readFileSync(full)).digest('hex')] as const;
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
