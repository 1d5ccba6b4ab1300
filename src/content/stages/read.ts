import { isUtf8 } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../messages.ts';
import type { Problems } from '../problems.ts';

/** A content file as text, with its name inside pages/ and its name as reported. */
export interface ContentFile {
  /** Inside pages/, with forward slashes: "services/seo-aeo.yaml". */
  name: string;
  /** As shown to editors: "pages/services/seo-aeo.yaml". */
  file: string;
  /** Undefined when the file is not UTF-8 (reported): the file still names a route. Or when it is `kept`. */
  text?: string;
  /** Instead of its text, a file the cache knows unchanged since it was last read (see KeptText). */
  kept?: KeptText;
}

/** A file unchanged since the cache had its text: the key of that text, its first line, and the text when it must be shown. */
export interface KeptText {
  key: string;
  firstLine: string;
  text: () => string;
}

/** What the read stage may know of a file without reading it. */
export interface KnownFiles {
  /** Files read before and unchanged since, by name inside pages/ (the dev server's watch says which changed). */
  known?: Map<string, ContentFile>;
  /** The key and first line of the file's text, when the cache knows the file unchanged since it was last read. */
  unchangedFile?: (name: string, fullPath: string) => Omit<KeptText, 'text'> | undefined;
}

/** The content folder as problems name it: relative to root ("pages"). */
export const shownDirOf = (root: string, pagesDir: string) => path.relative(root, pagesDir).split(path.sep).join('/') || '.';

/** A content file's name inside pages/, from its path as the compile shows it (inside `shownDir`). */
export const nameIn = (shownDir: string, file: string) => file.slice(shownDir.length + 1);

const YAML_NAME = /\.ya?ml$/;
/** Files editors' tools leave behind, never meant as pages. */
const IGNORED = /(^|\/)\.|~$|\.swp$/;

/** Whether the read stage reads a content file (one named otherwise is reported by its name alone). */
export const readsText = (name: string) => YAML_NAME.test(name);

/** Every file under pages/ that the read stage looks at, by its name inside it ("services/seo-aeo.yaml"), sorted. */
export const contentFileNames = (pagesDir: string) => contentListing(pagesDir).names;

/**
 * The files under pages/ that the read stage looks at (see contentFileNames), and every folder
 * they may be in ("" for pages/ itself, "services/"): a file comes or goes only where a folder
 * changes.
 */
export function contentListing(pagesDir: string): { names: string[]; folders: string[] } {
  const { names, folders } = allFileNames(pagesDir);
  return { names: names.filter((name) => !IGNORED.test(name)), folders };
}

/** Every file under pages/ by its name inside it, sorted, and every folder; none when the folder is absent. */
function allFileNames(pagesDir: string): { names: string[]; folders: string[] } {
  if (!existsSync(pagesDir)) return { names: [], folders: [] };
  // Every folder's path starts with pagesDir and a separator: cutting it off (once per folder)
  // costs less than path.relative for every file.
  const folders = new Map<string, string>();
  const folderName = (folder: string) =>
    folder === pagesDir
      ? ''
      : `${folder
          .slice(pagesDir.length + 1)
          .split(path.sep)
          .join('/')}/`;
  const names: string[] = [];
  const all = [''];
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) all.push(folderName(path.join(entry.parentPath, entry.name)));
    if (!entry.isFile()) continue;
    let folder = folders.get(entry.parentPath);
    if (folder === undefined) folders.set(entry.parentPath, (folder = folderName(entry.parentPath)));
    names.push(folder + entry.name);
  }
  return { names: names.sort(), folders: all.sort() };
}

/**
 * The read stage: every file under pages/, decoded as UTF-8. A file in another encoding or
 * with an unexpected extension is reported and left out; the others go on. A file the cache
 * knows unchanged, or that `known` holds, is not read (see KnownFiles); the files read now are
 * added to `known`.
 */
export function readContent(pagesDir: string, shownDir: string, problems: Problems, { known, unchangedFile }: KnownFiles = {}): ContentFile[] {
  const files: ContentFile[] = [];
  for (const name of contentFileNames(pagesDir)) {
    const file = `${shownDir}/${name}`;
    if (!readsText(name)) {
      if (/\.ya?ml$/i.test(name))
        problems.inFile(
          file,
          messages.extensionCase(
            path.posix.basename(name),
            path.posix.basename(name).replace(/\.(ya?ml)$/i, (_, ext: string) => `.${ext.toLowerCase()}`),
          ),
        );
      else problems.inFile(file, messages.notAPage(path.posix.basename(name)), { line: 1, col: 1, severity: 'warning' });
      continue;
    }
    let content = known?.get(name);
    if (!content) {
      const fullPath = path.join(pagesDir, name);
      const kept = unchangedFile?.(name, fullPath);
      if (kept) content = { name, file, kept: { ...kept, text: () => withoutBom(readFileSync(fullPath, 'utf8')) } };
      else {
        const text = readText(fullPath, file, problems);
        // Removed since it was listed (a checkout or a deletion meanwhile): the site is as it is now.
        if (text === GONE) continue;
        content = { name, file, text };
      }
      if (content.kept || content.text !== undefined) known?.set(name, content);
    }
    files.push(content);
  }
  return files;
}

/** What reading a file gives when it is no longer there. */
const GONE = Symbol('gone');

/**
 * A file's text. Read as UTF-8 at once: almost every file is. One that reads with a replacement
 * character or a NUL may be in another encoding, and its bytes say which (see decode).
 */
function readText(fullPath: string, file: string, problems: Problems): string | undefined | typeof GONE {
  try {
    return plainUtf8(readFileSync(fullPath, 'utf8')) ?? decode(readFileSync(fullPath), file, problems);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return GONE;
    throw error;
  }
}

/** A file read as UTF-8, without its byte-order mark; undefined when a replacement character or a NUL says it may be in another encoding. */
export const plainUtf8 = (text: string) => (text.includes('\uFFFD') || text.includes('\0') ? undefined : withoutBom(text));

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** UTF-8 text without its byte-order mark, or undefined (reported) for any other encoding. */
function decode(bytes: Buffer, file: string, problems: Problems): string | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes.length > 1 && bytes.subarray(0, 64).includes(0))) {
    problems.inFile(file, messages.utf16(bytes[0] === 0xfe ? 'big-endian' : 'little-endian'));
    return undefined;
  }
  // The native check clears almost every file at once; the byte loop finds where one goes wrong.
  const bad = isUtf8(bytes) ? undefined : firstInvalidUtf8(bytes);
  if (bad !== undefined) {
    const before = bytes.subarray(0, bad);
    const lineStart = before.lastIndexOf(0x0a) + 1;
    const line = before.filter((byte) => byte === 0x0a).length + 1;
    const col = before.subarray(lineStart).toString('utf8').length + 1;
    problems.inFile(file, messages.notUtf8(bytes[bad]!), { line, col, where: '(encoding)' });
    return undefined;
  }
  return withoutBom(bytes.toString('utf8'));
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Buffer): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte < 0xe0 ? 2 : byte >= 0xe0 && byte < 0xf0 ? 3 : byte >= 0xf0 && byte < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    }
    i += length;
  }
  return undefined;
}
