import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Outline, ParsedTexts } from '../content/stages/parse.ts';
import { pruneUnused } from './cache-prune.ts';
import { contentHash } from './content-hash.ts';
import { replaceFile } from './file-writer.ts';

/** Files the entries are spread over, by their key: an edit rewrites one or two of them, not all. */
const SHARDS = 32;
const shardOf = (key: string) => key.charCodeAt(0) % SHARDS;
const shardFile = (folder: string, shard: number) => path.join(folder, `${String(shard).padStart(2, '0')}.bin`);

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
 * The cache belongs to one version of the sources (the parse stage's code and the YAML parser,
 * among the rest): any change to them starts it afresh.
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

  constructor(
    private readonly folder: string,
    readonly version: string,
  ) {
    this.stored = new Map(Array.from({ length: SHARDS }, (_, shard) => readShard(shardFile(folder, shard), version)).flat());
  }

  private keyOf(text: string): string {
    const key = this.keys.get(text) ?? this.keysNow.get(text) ?? contentHash(text);
    this.keysNow.set(text, key);
    return key;
  }

  get(text: string) {
    const key = this.keyOf(text);
    const entry = this.stored.get(key);
    if (!entry) return undefined;
    this.kept.set(key, entry);
    const { value, outline, checked, resolved } = entry;
    return {
      value: () => deserialize(value),
      outline,
      ...(checked && { checked: () => deserialize(checked) }),
      ...(resolved && { resolved: { facts: resolved.facts, blocks: () => deserialize(resolved.blocks), hash: resolved.hash } }),
    };
  }

  set(text: string, value: unknown, outline: Outline) {
    const key = this.keyOf(text);
    this.kept.set(key, { value: serialize(value), outline });
    this.changed.add(shardOf(key));
  }

  /** Serialised at once: later stages add to the validated data, which is not what validation made. */
  setChecked(text: string, checked: unknown) {
    const key = this.keyOf(text);
    const entry = this.kept.get(key);
    if (!entry || entry.checked) return;
    entry.checked = serialize(checked);
    this.changed.add(shardOf(key));
  }

  /**
   * Replaced whenever a page resolves again (what it depends on changed); undefined forgets it.
   * A page kept resolved no longer keeps its validated data: should it need resolving again, it
   * is validated again from its data, which costs less than keeping both (every build reads the
   * whole cache). Gives the hash the result is kept by.
   */
  setResolved(text: string, resolved: { facts: unknown; blocks: unknown } | undefined): string | undefined {
    const key = this.keyOf(text);
    const entry = this.kept.get(key);
    if (!entry || (resolved === undefined && !entry.resolved)) return undefined;
    if (resolved) {
      // Copied now (as the next build reads them): the facts are shared with this compile, whose later stages read them.
      const facts = JSON.stringify(resolved.facts);
      const blocks = serialize(resolved.blocks);
      entry.resolved = { facts: JSON.parse(facts), blocks, hash: contentHash('resolved', facts, blocks) };
      entry.checked = undefined;
    } else entry.resolved = undefined;
    this.changed.add(shardOf(key));
    return entry.resolved?.hash;
  }

  /**
   * Writes the entries this compile used (others belong to files that changed or are gone):
   * each shard with an entry added, changed or no longer used. They are what the next compile
   * with this cache (the dev server's next one) starts from.
   */
  save() {
    const dropped = [...this.stored.keys()].filter((key) => !this.kept.has(key)).map(shardOf);
    const stale = new Set([...this.changed, ...dropped]);
    [this.stored, this.kept] = [this.kept, new Map()];
    [this.keys, this.keysNow] = [this.keysNow, new Map()];
    this.changed.clear();
    if (!stale.size) return;
    try {
      mkdirSync(this.folder, { recursive: true });
      for (const shard of stale) {
        replaceFile(
          shardFile(this.folder, shard),
          shardBytes(
            this.version,
            [...this.stored].filter(([key]) => shardOf(key) === shard),
          ),
        );
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
 * A document's data and outline; once it validated without a problem, what validation made of
 * it; once it also resolved without one, what resolving made of it (its blocks serialised).
 */
interface Entry {
  value: Buffer;
  outline: Outline;
  checked?: Buffer;
  resolved?: { facts: unknown; blocks: Buffer; hash: string };
}

/**
 * A shard file: the length of its index (4 bytes), the index as JSON (each entry's key, outline,
 * resolved facts and hash, and the lengths of its serialised parts), then those parts one after
 * another. The index is what every build reads whole; the parts are read back as views into the
 * file, only when asked for.
 */
type IndexEntry = [key: string, outline: Outline, resolved: { facts: unknown; hash: string } | null, value: number, checked: number, blocks: number];

function shardBytes(version: string, entries: readonly [string, Entry][]): Buffer {
  const parts: Buffer[] = [];
  const index = entries.map(([key, { value, outline, checked, resolved }]): IndexEntry => {
    parts.push(value, ...(checked ? [checked] : []), ...(resolved ? [resolved.blocks] : []));
    return [key, outline, resolved ? { facts: resolved.facts, hash: resolved.hash } : null, value.length, checked?.length ?? -1, resolved?.blocks.length ?? -1];
  });
  const header = Buffer.from(JSON.stringify({ version, index }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([length, header, ...parts]);
}

function readShard(file: string, version: string): [string, Entry][] {
  try {
    const bytes = readFileSync(file);
    const headerEnd = 4 + bytes.readUInt32LE(0);
    const stored = JSON.parse(bytes.toString('utf8', 4, headerEnd)) as { version: string; index: IndexEntry[] };
    if (stored.version !== version) return [];
    let offset = headerEnd;
    const take = (length: number) => (length < 0 ? undefined : bytes.subarray(offset, (offset += length)));
    return stored.index.map(([key, outline, resolved, value, checked, blocks]) => {
      const entry: Entry = { value: take(value)!, outline };
      const checkedPart = take(checked);
      const blocksPart = take(blocks);
      if (checkedPart) entry.checked = checkedPart;
      if (resolved && blocksPart) entry.resolved = { ...resolved, blocks: blocksPart };
      return [key, entry];
    });
  } catch {
    return []; // Absent, unreadable (cut short, another format): parsed again.
  }
}

/** The parse cache of a content folder, for the given version of the sources. */
export const parseCache = (root: string, pagesDir: string, sources: string) =>
  new ParseCache(
    path.join(root, 'node_modules', '.cache', 'content-parse', contentHash(path.resolve(root, pagesDir)).slice(0, 16)),
    contentHash('parse v5', sources),
  );
