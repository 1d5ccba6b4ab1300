import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Outline, ParsedTexts } from '../content/stages/parse.ts';
import { markOrigin, pruneUnused } from './cache-prune.ts';
import { compilerHash, contentHash } from './content-hash.ts';
import { replaceFile } from './file-writer.ts';
import { fileStamp, SETTLED_MS } from './file-stamp.ts';

/** Files the entries are spread over, by their key: an edit rewrites one or two of them, not all. */
const SHARDS = 32;
const shardOf = (key: string) => key.charCodeAt(0) % SHARDS;
const shardFile = (folder: string, shard: number) => path.join(folder, `${String(shard).padStart(2, '0')}.bin`);
const filesRecord = (folder: string) => path.join(folder, 'files.json');

/** A content file as last read: its stamp then, and the key and first line of its text. */
interface FileRecord {
  stamp: string;
  key: string;
  firstLine: string;
}

/**
 * The data of every content file that parsed cleanly in the last build, by a hash of its text,
 * in a folder of node_modules/.cache/content-parse: reading YAML with source positions is most
 * of the compile, and an edit changes one file. What a stage made of a document is stored
 * serialised and read back, when first asked for, as a fresh copy, so no later stage can change
 * what the next build gets. The small facts every build reads of every page (its outline, what a
 * kept page depended on, its search facts, what other pages list of it) are in each shard's JSON
 * index, read whole, and shared with the compile: no stage changes them. Entries are spread over
 * SHARDS files, and a build writes only the files whose entries changed: at 10,000 pages the
 * cache holds about 35 MB.
 *
 * Each content file's stamp (its size, times and inode) is kept with the key of its text, so a
 * file that has not changed since is not even read (see unchangedFile).
 *
 * The cache belongs to one version of the compiler (its modules, the YAML parser and zod among
 * the packages: see compilerHash): any change to them starts it afresh. A change to the rest of
 * the code (a component, a style, the prerender) leaves it as it is.
 */
export class ParseCache implements ParsedTexts {
  private stored: Map<string, Entry>;
  private kept = new Map<string, Entry>();
  /**
   * The key of each text this compile asked for: the dev server hands the same texts to every
   * compile, and looking a text up here (its hash is worked out once per string) costs less
   * than hashing it again.
   */
  private keys = new Map<string, string>();
  private keysNow = new Map<string, string>();
  /** Shards with an entry added or changed in this build. */
  private readonly changed = new Set<number>();
  /** Shards, and whether the files' record, changed since they were last written (see settle). */
  private readonly unwritten = new Set<number>();
  /** Documents parsed since the last settle (see parsedAnew). */
  private parsed = 0;
  private filesUnwritten = false;
  /** The content files as last read, by name inside pages/; and those read (or found unchanged) now. */
  private files: Map<string, FileRecord>;
  private filesNow = new Map<string, FileRecord>();
  /** Stamps of files about to be read, settled enough to be recorded once their text's key is known. */
  private readonly stampsNow = new Map<string, string>();
  /** The key of each file's text, by name, as this compile read it (or found it unchanged); and as the last settled compile did. */
  private readNow = new Map<string, string>();
  private lastReadKeys = new Map<string, string>();

  constructor(
    private readonly folder: string,
    readonly version: string,
    private readonly settledMs = SETTLED_MS,
    /** The content folder the cache is for: once it is gone, a later build removes the cache. */
    private readonly origin?: string,
  ) {
    this.stored = new Map(Array.from({ length: SHARDS }, (_, shard) => readShard(shardFile(folder, shard), version)).flat());
    this.files = readFilesRecord(filesRecord(folder), version);
  }

  keyOf(text: string, name?: string): string {
    const key = this.keys.get(text) ?? this.keysNow.get(text) ?? contentHash(text);
    this.keysNow.set(text, key);
    if (name !== undefined) this.readNow.set(name, key);
    const stamp = name === undefined ? undefined : this.stampsNow.get(name);
    if (stamp) this.filesNow.set(name!, { stamp, key, firstLine: text.slice(0, text.search(/\r?\n|$/)) });
    return key;
  }

  /**
   * A file whose stamp is the one it had when last read is that same text: its key and first
   * line, without reading it (at 10,000 pages, reading and hashing every file is a fifth of an
   * incremental build). The stamp counts only while that text's data is still kept.
   */
  unchangedFile(name: string, fullPath: string): { key: string; firstLine: string } | undefined {
    const file = fileStamp(fullPath);
    if (!file) return undefined;
    const record = this.files.get(name);
    if (record?.stamp === file.stamp && this.stored.has(record.key)) {
      this.filesNow.set(name, record);
      this.readNow.set(name, record.key);
      return { key: record.key, firstLine: record.firstLine };
    }
    if (file.changedAt < Date.now() - this.settledMs) this.stampsNow.set(name, file.stamp);
    return undefined;
  }

  /**
   * The files the last settled compile read or found unchanged (every content file in a build; in
   * the dev server, only those that changed): the key of each one's text, with the stamp that
   * stands for it when the file had settled (see SETTLED_MS).
   */
  lastRead(): Map<string, { key: string; stamp?: string }> {
    return new Map(
      [...this.lastReadKeys].map(([name, key]) => {
        const record = this.files.get(name);
        return [name, record?.key === key ? { key, stamp: record.stamp } : { key }];
      }),
    );
  }

  get(key: string) {
    const entry = this.stored.get(key);
    if (!entry) return undefined;
    this.kept.set(key, entry);
    // Made once per entry: the dev server asks for every page at each compile.
    if (entry.view) return entry.view;
    const { value, outline, checked, resolved } = entry;
    return (entry.view = {
      value: () => deserialize(bytesOf(value)),
      outline,
      ...(checked && { checked: () => deserialize(bytesOf(checked)) }),
      ...(resolved && { resolved: { facts: resolved.facts, blocks: () => deserialize(bytesOf(resolved.blocks)), hash: resolved.hash } }),
    });
  }

  /** Whether nothing was kept yet: on a fresh clone, or after a change to the compiler's code. */
  get isEmpty(): boolean {
    return this.stored.size === 0 && this.files.size === 0;
  }

  set(key: string, value: unknown, outline: Outline) {
    this.kept.set(key, { value: serialize(value), outline });
    this.changed.add(shardOf(key));
    this.parsed++;
  }

  /** How many documents were parsed since the last settle (see settle): their texts were new to the cache. */
  get parsedAnew(): number {
    return this.parsed;
  }

  /** Serialised at once: later stages add to the validated data, which is not what validation made. */
  setChecked(key: string, checked: unknown) {
    const entry = this.kept.get(key);
    if (!entry || entry.checked) return;
    entry.checked = serialize(checked);
    entry.view = undefined;
    this.changed.add(shardOf(key));
  }

  /**
   * Replaced whenever a page resolves again (what it depends on changed); undefined forgets it.
   * A page kept resolved no longer keeps its validated data: should it need resolving again, it
   * is validated again from its data, which costs less than keeping both (every build reads the
   * whole cache). Gives the hash the result is kept by.
   */
  setResolved(key: string, resolved: { facts: unknown; blocks: unknown } | undefined): string | undefined {
    const entry = this.kept.get(key);
    if (!entry || (resolved === undefined && !entry.resolved)) return undefined;
    if (resolved) {
      // Copied now (as the next build reads them): the facts are shared with this compile, whose later stages read them.
      const { facts, blocks, hash } = storedResolved(resolved);
      entry.resolved = { facts: JSON.parse(facts), blocks, hash };
      entry.checked = undefined;
    } else entry.resolved = undefined;
    entry.view = undefined;
    this.changed.add(shardOf(key));
    return entry.resolved?.hash;
  }

  /**
   * Keeps the entries this compile used (others belong to files that changed or are gone) for
   * the next compile with this cache, and writes them: each shard with an entry added, changed or
   * no longer used.
   */
  save() {
    this.settle();
    this.write();
  }

  /**
   * What `save` does but the writing: the next compile with this cache (the dev server's next
   * one) starts from the entries this one used; `write` puts them on disk later.
   */
  settle() {
    for (const key of this.stored.keys()) if (!this.kept.has(key)) this.unwritten.add(shardOf(key));
    for (const shard of this.changed) this.unwritten.add(shard);
    // A file not read now keeps its record (the dev server reads only what changed), while its text is kept.
    const files = new Map([...this.files, ...this.filesNow].filter(([, record]) => this.kept.has(record.key)));
    if (files.size !== this.files.size || [...this.filesNow].some(([name, record]) => this.files.get(name) !== record)) this.filesUnwritten = true;
    [this.stored, this.kept] = [this.kept, new Map()];
    [this.keys, this.keysNow] = [this.keysNow, new Map()];
    [this.files, this.filesNow] = [files, new Map()];
    [this.lastReadKeys, this.readNow] = [this.readNow, new Map()];
    this.changed.clear();
    this.stampsNow.clear();
    this.parsed = 0;
  }

  /** Writes what the compiles settled since the last write changed: the shards, and the files' record. */
  write() {
    const stale = [...this.unwritten];
    const filesChanged = this.filesUnwritten;
    this.unwritten.clear();
    this.filesUnwritten = false;
    if (!stale.length && !filesChanged) return;
    try {
      mkdirSync(this.folder, { recursive: true });
      if (this.origin) markOrigin(this.folder, this.origin);
      for (const shard of stale) {
        replaceFile(
          shardFile(this.folder, shard),
          shardBytes(
            this.version,
            [...this.stored].filter(([key]) => shardOf(key) === shard),
          ),
        );
      }
      // After the shards: a record naming a text no shard holds yet only means the file is read.
      if (filesChanged) {
        const records = [...this.files].map(([name, { stamp, key, firstLine }]) => [name, stamp, key, firstLine]);
        replaceFile(filesRecord(this.folder), JSON.stringify({ version: this.version, files: records }));
      }
      pruneUnused(path.dirname(this.folder), this.folder);
    } catch (error) {
      // A cache that cannot be written (a read-only node_modules, a full disk) is not kept: the
      // next compile parses those files again. The check itself (npm run validate in CI) goes on.
      // Anything but a file-system error is a bug: passed on.
      if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    }
  }
}

/**
 * A page's resolved facts and blocks as the cache stores them, and the hash it keeps them by (the
 * page's resolvedHash), of their JSON: V8 serialises an array as dense or sparse by how it was
 * made, which varies from run to run with what the JIT compiled, so the serialised bytes of the
 * same blocks gave two hashes (and the pages' files were made again for nothing).
 */
export function storedResolved(resolved: { facts: unknown; blocks: unknown }): { facts: string; blocks: Buffer; hash: string } {
  const facts = JSON.stringify(resolved.facts);
  return { facts, blocks: serialize(resolved.blocks), hash: contentHash('resolved', facts, JSON.stringify(resolved.blocks)) };
}

/**
 * A document's data and outline; once it validated without a problem, what validation made of
 * it; once it also resolved without one, what resolving made of it (its blocks serialised).
 */
interface Entry {
  value: Part;
  outline: Outline;
  checked?: Part;
  resolved?: { facts: unknown; blocks: Part; hash: string };
  /** What `get` gives of it, once asked for. */
  view?: NonNullable<ReturnType<ParsedTexts['get']>>;
}

/**
 * A serialised part of an entry: in memory, or where it is in a shard file, read when asked for.
 * A build reads every shard's index but the parts of only the pages it makes (three quarters of
 * the cache's bytes at 10,000 pages).
 */
type Part = Buffer | { shard: ShardFile; at: number; length: number };

/**
 * A shard file open for reading its parts. It stays open while any entry read from it is in use
 * (it is closed once none is): the open file keeps the contents its index described even after
 * a later save, or another build, replaces the file.
 */
interface ShardFile {
  fd: number;
}
const closeWhenUnused = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed with the process: nothing to free.
  }
});

function bytesOf(part: Part): Buffer {
  if (Buffer.isBuffer(part)) return part;
  const bytes = Buffer.allocUnsafe(part.length);
  if (readSync(part.shard.fd, bytes, 0, part.length, part.at) !== part.length) throw new Error('A parse cache file was cut short while it was read.');
  return bytes;
}

/**
 * A shard file: the length of its index (4 bytes), the index as JSON (each entry's key, outline,
 * resolved facts and hash, and the lengths of its serialised parts), then those parts one after
 * another. The index is what every build reads whole; the parts are read when asked for.
 */
type IndexEntry = [key: string, outline: Outline, resolved: { facts: unknown; hash: string } | null, value: number, checked: number, blocks: number];

function shardBytes(version: string, entries: readonly [string, Entry][]): Buffer {
  const parts: Buffer[] = [];
  const index = entries.map(([key, entry]): IndexEntry => {
    const [value, checked, blocks] = [bytesOf(entry.value), entry.checked && bytesOf(entry.checked), entry.resolved && bytesOf(entry.resolved.blocks)];
    parts.push(value, ...(checked ? [checked] : []), ...(blocks ? [blocks] : []));
    const { outline, resolved } = entry;
    return [key, outline, resolved ? { facts: resolved.facts, hash: resolved.hash } : null, value.length, checked?.length ?? -1, blocks?.length ?? -1];
  });
  const header = Buffer.from(JSON.stringify({ version, index }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([length, header, ...parts]);
}

function readShard(file: string, version: string): [string, Entry][] {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(4);
    readSync(fd, head, 0, 4, 0);
    const headerEnd = 4 + head.readUInt32LE(0);
    const header = Buffer.allocUnsafe(headerEnd - 4);
    if (readSync(fd, header, 0, header.length, 4) !== header.length) return [];
    const stored = JSON.parse(header.toString('utf8')) as { version: string; index: IndexEntry[] };
    if (stored.version !== version) return [];
    const shard: ShardFile = { fd };
    let at = headerEnd;
    const take = (length: number): Part | undefined => (length < 0 ? undefined : { shard, at: (at += length) - length, length });
    const entries = stored.index.map(([key, outline, resolved, value, checked, blocks]): [string, Entry] => {
      const entry: Entry = { value: take(value)!, outline };
      const checkedPart = take(checked);
      const blocksPart = take(blocks);
      if (checkedPart) entry.checked = checkedPart;
      if (resolved && blocksPart) entry.resolved = { ...resolved, blocks: blocksPart };
      return [key, entry];
    });
    if (at !== size) return []; // Cut short, or longer than its index says: parsed again.
    closeWhenUnused.register(shard, fd);
    fd = undefined;
    return entries;
  } catch {
    return []; // Absent, unreadable (cut short, another format): parsed again.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readFilesRecord(file: string, version: string): Map<string, FileRecord> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { version: string; files: [string, string, string, string][] };
    if (stored.version !== version) return new Map();
    return new Map(stored.files.map(([name, stamp, key, firstLine]) => [name, { stamp, key, firstLine }]));
  } catch {
    return new Map(); // Absent or unreadable: every file is read.
  }
}

/** The version of the parse cache for a version of the compiler. */
const parsedVersion = (compiler: string) => contentHash('parse v7', compiler);

/** The parse cache of a content folder, for the compiler as it is now (see compilerHash). */
export function parseCache(root: string, pagesDir: string, settledMs = SETTLED_MS) {
  const contentDir = path.resolve(root, pagesDir);
  return new ParseCache(
    path.join(root, 'node_modules', '.cache', 'content-parse', contentHash(contentDir).slice(0, 16)),
    parsedVersion(compilerHash(root)),
    settledMs,
    contentDir,
  );
}
