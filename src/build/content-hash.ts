import { createHash, hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Up to this many characters of text, the parts are joined and hashed in one call (see contentHash). */
const JOINED_UP_TO = 1 << 16;

/**
 * A short, stable SHA-256 of the given parts (each length-prefixed, so parts cannot run
 * together). Short texts are joined and hashed in one call: a build makes tens of thousands of
 * keys, and a hash object per key costs more than hashing them. Long ones (llms-full.txt is
 * megabytes at 10,000 pages) and buffers are fed to one hash object part by part, the same bytes
 * without copying them all into one first, which took as long again as hashing them.
 */
export function contentHash(...parts: (string | Buffer)[]): string {
  const text = parts.every((part) => typeof part === 'string');
  if (text && parts.reduce((length, part) => length + part.length, 0) <= JOINED_UP_TO) {
    return hash('sha256', parts.map((part) => `${part.length}:${part}`).join(''), 'base64url').slice(0, 32);
  }
  const hasher = createHash('sha256');
  for (const part of parts) hasher.update(`${text ? part.length : Buffer.byteLength(part)}:`).update(part);
  return hasher.digest('base64url').slice(0, 32);
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

/**
 * The modules that make what the parse cache keeps: the compiler (read, parse, validate,
 * resolve; the blocks' schemas) and the cache itself, with every module of the project they
 * import (see compilerHash).
 */
export const COMPILER_ENTRIES = ['src/content/compile.ts', 'src/build/parse-cache.ts'];

/** The project's modules a module names (import, export … from, import()), found in its text: a name in a comment only adds a file. */
const IMPORTED = /(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The entry modules and every project module they import, directly or not, as paths from root. */
export function moduleGraph(root: string, entries: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !existsSync(path.join(root, file))) return;
    found.add(file);
    for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORTED)) {
      visit(path.posix.join(path.posix.dirname(file), specifier!));
    }
  };
  entries.forEach(visit);
  return [...found].sort();
}

/**
 * What the compiler is made of, as one hash: its modules (moduleGraph from COMPILER_ENTRIES),
 * the installed package versions (the YAML parsers, zod) and the TypeScript settings. The parse
 * cache belongs to one such version: a change to a component, a style or the build's other code
 * leaves what it keeps as it is, and the next build or dev server finds every page parsed.
 */
export const compilerHash = (root: string) => hashTree(root, [...moduleGraph(root, COMPILER_ENTRIES), 'package-lock.json', 'tsconfig.json']);
