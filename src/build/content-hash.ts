import { createHash, hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileStamp, SETTLED_MS } from './file-stamp.ts';
import { replaceFile } from './file-writer.ts';

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

const hashOfContent = (file: string) => contentHash(readFileSync(file));

/** One hash over every file under the given paths (files or folders), names and contents both (each file's by `hashOf`). */
export function hashTree(root: string, entries: readonly string[], hashOf = hashOfContent): string {
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
    for (const file of names) parts.push(`${path.relative(root, file).split(path.sep).join('/')} ${hashOf(file)}`);
  }
  return contentHash(parts.join('\n'));
}

/**
 * The hashes of a project's files that every build hashes (its sources: see sourcesHash and
 * compilerHash), kept between runs with each file's stamp (node_modules/.cache/file-hashes.json):
 * a file whose stamp is unchanged is not read again, when it had settled (see SETTLED_MS). Read
 * and hashed every time, the 350 files (2.3 MB) took 10 to 20 ms of each build.
 */
class KeptHashes {
  private readonly kept: Map<string, [stamp: string, hash: string]>;
  private readonly asked = new Set<string>();
  private changed = false;

  constructor(private readonly file: string) {
    try {
      this.kept = new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, [string, string]][]);
    } catch {
      this.kept = new Map(); // Absent or unreadable: every file is read.
    }
  }

  of = (file: string): string => {
    this.asked.add(file);
    const stamp = fileStamp(file);
    const kept = this.kept.get(file);
    if (stamp && kept?.[0] === stamp.stamp) return kept[1];
    const hash = hashOfContent(file);
    if (stamp && stamp.changedAt < Date.now() - SETTLED_MS) this.kept.set(file, [stamp.stamp, hash]);
    else this.kept.delete(file);
    this.changed = true;
    return hash;
  };

  /** Writes the hashes down when one changed, without those of files no longer asked for (a file gone). */
  save() {
    if (!this.changed) return;
    for (const file of this.kept.keys()) if (!this.asked.has(file)) this.kept.delete(file);
    mkdirSync(path.dirname(this.file), { recursive: true });
    replaceFile(this.file, JSON.stringify([...this.kept]));
    this.changed = false;
  }
}

const keptHashes = new Map<string, KeptHashes>();

/** One hash over the given paths of a project, with the hashes of its files kept between runs (see KeptHashes). */
function projectHash(root: string, entries: readonly string[]): string {
  let hashes = keptHashes.get(root);
  if (!hashes) keptHashes.set(root, (hashes = new KeptHashes(path.join(root, 'node_modules', '.cache', 'file-hashes.json'))));
  const hash = hashTree(root, entries, hashes.of);
  hashes.save();
  return hash;
}

/** The project's sources and installed package versions (see sourcesHash). */
const SOURCES = ['src', 'blocks', 'index.html', 'package-lock.json', 'tsconfig.json'];

/** What the build's code is made of, as one hash: the app, the blocks and their styles, the compiler, the installed package versions. */
export const sourcesHash = (root: string) => projectHash(root, SOURCES);

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
export const compilerHash = (root: string) => projectHash(root, [...moduleGraph(root, COMPILER_ENTRIES), 'package-lock.json', 'tsconfig.json']);
