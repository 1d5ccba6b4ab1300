import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ParsedTexts } from '../content/stages/parse.ts';
import { pruneUnused } from './cache-prune.ts';
import { contentHash } from './content-hash.ts';

/**
 * The data of every content file that parsed cleanly in the last build, by a hash of its text,
 * in one file (node_modules/.cache/content-parse): reading YAML with source positions is most of
 * the compile, and an edit changes one file. Entries are stored serialised and read back as
 * fresh copies, so no later stage can change what the next build gets.
 *
 * The cache belongs to one version of the sources (the parse stage's code and the YAML parser,
 * among the rest): any change to them starts it afresh.
 */
export class ParseCache implements ParsedTexts {
  private readonly stored: Map<string, Entry>;
  private readonly kept = new Map<string, Entry>();
  private added = false;

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.stored = new Map(readStored(file, version));
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
    this.kept.set(contentHash(text), { value: serialize(value) });
    this.added = true;
  }

  /** Serialised at once: later stages add to the validated data, which is not what validation made. */
  setChecked(text: string, checked: unknown) {
    const entry = this.kept.get(contentHash(text));
    if (!entry || entry.checked) return;
    entry.checked = serialize(checked);
    this.added = true;
  }

  /** Replaced whenever a page resolves again (what it depends on changed); undefined forgets it. */
  setResolved(text: string, resolved: unknown) {
    const entry = this.kept.get(contentHash(text));
    if (!entry || (resolved === undefined && !entry.resolved)) return;
    entry.resolved = resolved === undefined ? undefined : serialize(resolved);
    this.added = true;
  }

  /** Writes the entries this build used (others belong to files that changed or are gone). */
  save() {
    if (!this.added && this.kept.size === this.stored.size) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const partial = `${this.file}.${process.pid}.partial`;
    writeFileSync(partial, serialize({ version: this.version, entries: [...this.kept] }));
    renameSync(partial, this.file);
    pruneUnused(path.dirname(this.file), this.file);
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

function readStored(file: string, version: string): [string, Entry][] {
  if (!existsSync(file)) return [];
  try {
    const stored = deserialize(readFileSync(file)) as { version: string; entries: [string, Entry][] };
    return stored.version === version ? stored.entries : [];
  } catch {
    return []; // Unreadable (cut short, another format): parsed again.
  }
}

/** The parse cache of a content folder, for the given version of the sources. */
export const parseCache = (root: string, pagesDir: string, sources: string) =>
  new ParseCache(
    path.join(root, 'node_modules', '.cache', 'content-parse', `${contentHash(path.resolve(root, pagesDir)).slice(0, 16)}.bin`),
    contentHash('parse v3', sources),
  );
