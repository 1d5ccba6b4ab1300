import { hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A short, stable SHA-256 of the given parts (each length-prefixed, so parts cannot run
 * together). The input is hashed in one call: a build makes tens of thousands of keys, and a
 * hash object per key costs more than hashing them.
 */
export function contentHash(...parts: (string | Buffer)[]): string {
  const input = parts.every((part) => typeof part === 'string')
    ? parts.map((part) => `${part.length}:${part}`).join('')
    : Buffer.concat(parts.flatMap((part) => [Buffer.from(`${Buffer.byteLength(part)}:`), typeof part === 'string' ? Buffer.from(part) : part]));
  return hash('sha256', input, 'base64url').slice(0, 32);
}

/** One hash over every file under the given paths (files or folders), names and contents both. */
export function hashTree(root: string, entries: readonly string[]): string {
  const parts: string[] = [];
  for (const entry of entries) {
    const full = path.resolve(root, entry);
    if (!existsSync(full)) {
      parts.push(`${entry}: absent`);
      continue;
    }
    const names = statSync(full).isDirectory()
      ? readdirSync(full, { withFileTypes: true, recursive: true })
          .filter((dirent) => dirent.isFile())
          .map((file) => path.join(file.parentPath, file.name))
          .sort()
      : [full];
    for (const file of names) parts.push(`${path.relative(root, file).split(path.sep).join('/')} ${contentHash(readFileSync(file))}`);
  }
  return contentHash(parts.join('\n'));
}

/** The project's sources and installed package versions (see sourcesHash). */
const SOURCES = ['src', 'blocks', 'index.html', 'package-lock.json', 'tsconfig.json'];

/** What the build's code is made of, as one hash: the app, the blocks and their styles, the compiler, the installed package versions. */
export const sourcesHash = (root: string) => hashTree(root, SOURCES);
