import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ParsedTexts } from '../content/stages/parse.ts';
import { pruneUnused } from './cache-prune.ts';
import { contentHash } from './content-hash.ts';

/** Files the entries are spread over, by their key: an edit rewrites one or two of them, not all. */
const SHARDS = 32;
const shardOf = (key: string) => key.charCodeAt(0) % SHARDS;
const shardFile = (folder: string, shard: number) => path.join(folder, `${String(shard).padStart(2, '0')}.bin`);

/**
 * The data of every content file that parsed cleanly in the last build, by a hash of its text,
 * in a folder of node_modules/.cache/content-parse: reading YAML with source positions is most
 * of the compile, and an edit changes one file. Entries are stored serialised and read back as
 * fresh copies, so no later stage can change what the next build gets. They are spread over
 * SHARDS files, and a build writes only the files whose entries changed: at 10,000 pages the
 * cache holds about 50 MB.
 *
 * The cache belongs to one version of the sources (the parse stage's code and the YAML parser,
 * among the rest): any change to them starts it afresh.
 */
export class ParseCache implements ParsedTexts {
  private stored: Map<string, Entry>;
  private kept = new Map<string, Entry>();
  /** Shards with an entry added or changed in this build. */
  private readonly changed = new Set<number>();

  constructor(
    private readonly folder: string,
    private readonly version: string,
  ) {
    this.stored = new Map(Array.from({ length: SHARDS }, (_, shard) => readShard(shardFile(folder, shard), version)).flat());
  }

  get(text: string): { value: unknown; checked?: () => unknown; resolved?: () => unknown } | undefined {
    const key = contentHash(text);
    const entry = this.stored.get(key);
    if (!entry) return undefined;
    this.kept.set(key, entry);
    // Read when asked for: a page resolved before needs its validated data only when that no longer holds.
    const { checked, resolved } = entry;
    return {
      value: deserialize(entry.value),
      ...(checked && { checked: () => deserialize(checked) }),
      ...(resolved && { resolved: () => deserialize(resolved) }),
    };
  }

  set(text: string, value: unknown) {
    const key = contentHash(text);
    this.kept.set(key, { value: serialize(value) });
    this.changed.add(shardOf(key));
  }

  /** Serialised at once: later stages add to the validated data, which is not what validation made. */
  setChecked(text: string, checked: unknown) {
    const key = contentHash(text);
    const entry = this.kept.get(key);
    if (!entry || entry.checked) return;
    entry.checked = serialize(checked);
    this.changed.add(shardOf(key));
  }

  /**
   * Replaced whenever a page resolves again (what it depends on changed); undefined forgets it.
   * A page kept resolved no longer keeps its validated data: should it need resolving again, it
   * is validated again from its data, which costs less than keeping both (every build reads the
   * whole cache).
   */
  setResolved(text: string, resolved: unknown) {
    const key = contentHash(text);
    const entry = this.kept.get(key);
    if (!entry || (resolved === undefined && !entry.resolved)) return;
    entry.resolved = resolved === undefined ? undefined : serialize(resolved);
    if (entry.resolved) entry.checked = undefined;
    this.changed.add(shardOf(key));
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
    this.changed.clear();
    if (!stale.size) return;
    try {
      mkdirSync(this.folder, { recursive: true });
      for (const shard of stale) {
        const file = shardFile(this.folder, shard);
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, serialize({ version: this.version, entries: [...this.stored].filter(([key]) => shardOf(key) === shard) }));
        renameSync(partial, file);
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
 * A document's data; once it validated without a problem, what validation made of it; once it
 * also resolved without one, what resolving made of it (all serialised).
 */
interface Entry {
  value: Buffer;
  checked?: Buffer;
  resolved?: Buffer;
}

function readShard(file: string, version: string): [string, Entry][] {
  try {
    const stored = deserialize(readFileSync(file)) as { version: string; entries: [string, Entry][] };
    return stored.version === version ? stored.entries : [];
  } catch {
    return []; // Absent, unreadable (cut short, another format): parsed again.
  }
}

/** The parse cache of a content folder, for the given version of the sources. */
export const parseCache = (root: string, pagesDir: string, sources: string) =>
  new ParseCache(
    path.join(root, 'node_modules', '.cache', 'content-parse', contentHash(path.resolve(root, pagesDir)).slice(0, 16)),
    contentHash('parse v3', sources),
  );
