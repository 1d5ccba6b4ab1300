import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markOrigin, pruneUnused } from './cache-prune.ts';
import { contentHash } from './content-hash.ts';
import { folderMaker, linkOrCopy, removeOutput, replaceFile } from './file-writer.ts';

/** Bumped whenever what a key covers changes: older records then lead to a full build. */
const RECORD_VERSION = 3;

/**
 * What the last build wrote into an output folder: each file with the key of everything that
 * went into it, and each indexable page's Markdown (for llms-full.txt without rendering again).
 */
interface OutputRecord {
  version: number;
  outDir: string;
  /** The output folder's inode: a folder replaced by anything but this build is not trusted. */
  inode: number;
  /**
   * Each file with its key, as pairs: read into a Map. At 40,000 files, file names as the keys of
   * one object cost a third of the plan's time (each looked up by a name made afresh).
   */
  files: [file: string, key: string][];
  /**
   * Each page's route and the length of its Markdown: the texts themselves are one after another
   * in a file beside the record (markdownFile), read only when a page is kept.
   */
  markdown: [route: string, length: number][];
}

/** Each output folder's record is kept in a folder of its own, with the Markdown beside it. */
const recordDir = (cacheDir: string, outDir: string) => path.join(cacheDir, contentHash(outDir).slice(0, 16));
const recordFile = (cacheDir: string, outDir: string) => path.join(recordDir(cacheDir, outDir), 'record.json');
/** Written before the record it belongs to, which any later build removes before writing this again. */
const markdownFile = (cacheDir: string, outDir: string) => path.join(recordDir(cacheDir, outDir), 'markdown.md');
/** What one-page rebuilds changed since the record was written (see patchRecord). */
const patchFile = (cacheDir: string, outDir: string) => path.join(recordDir(cacheDir, outDir), 'patch.json');
/** What a one-page rebuild starts from (see build-snapshot.ts): it belongs to the record, and goes with it. */
export const snapshotFile = (cacheDir: string, outDir: string) => path.join(recordDir(cacheDir, outDir), 'snapshot.bin');
/** Every page's summary, beside the snapshot (see Snapshot.summaries). */
export const summariesFile = (cacheDir: string, outDir: string) => path.join(recordDir(cacheDir, outDir), 'summaries.bin');

/** Files whose keys changed since the record was written, and pages whose Markdown did. */
interface RecordPatch {
  files: [file: string, key: string][];
  markdown: [route: string, text: string][];
}

function readPatch(cacheDir: string, outDir: string): RecordPatch {
  try {
    return JSON.parse(readFileSync(patchFile(cacheDir, outDir), 'utf8')) as RecordPatch;
  } catch {
    return { files: [], markdown: [] };
  }
}

/**
 * Records files a one-page rebuild made in the output folder (and the page's Markdown) beside the
 * last build's record, without writing that record again (at 40,000 files, reading and writing it
 * is a tenth of the rebuild). A file given the key '' is one the record no longer vouches for: it
 * is made again by the next build that needs it, so one stopped half-way leaves nothing wrong.
 */
export function patchRecord(cacheDir: string, outDir: string, files: RecordPatch['files'], markdown: RecordPatch['markdown'] = []) {
  const patch = readPatch(cacheDir, outDir);
  const merged: RecordPatch = {
    files: [...new Map([...patch.files, ...files])],
    markdown: [...new Map([...patch.markdown, ...markdown])],
  };
  replaceFile(patchFile(cacheDir, outDir), JSON.stringify(merged));
}

/** The last build into an output folder: its record, with its files' keys by name, and what one-page rebuilds changed since. */
type PreviousBuild = Omit<OutputRecord, 'files'> & { files: Map<string, string>; patchedMarkdown: Map<string, string> };

/** The record of the last build into outDir, when that folder is still the one it describes. */
function readRecord(cacheDir: string, outDir: string): PreviousBuild | undefined {
  const file = recordFile(cacheDir, outDir);
  if (!existsSync(file) || !existsSync(outDir)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as OutputRecord;
    if (record.version !== RECORD_VERSION || record.outDir !== outDir || record.inode !== statSync(outDir).ino) return undefined;
    const patch = readPatch(cacheDir, outDir);
    return { ...record, files: new Map([...record.files, ...patch.files]), patchedMarkdown: new Map(patch.markdown) };
  } catch {
    return undefined;
  }
}

/** Where an output folder replaced whole is renamed to, beside it, until it is removed (see replacedFolders). */
const replacedFolder = (outDir: string) => `${outDir}.previous-${process.pid}-${Date.now()}`;

/**
 * The output folders replaced whole beside outDir and not removed yet (a removal stopped
 * half-way leaves one too): named as replacedFolder names them, or as builds before it did
 * (`<outDir>.previous`). Nothing else beside it (a `dist.previous-backup` of someone's) is one.
 */
export function replacedFolders(outDir: string): string[] {
  const own = `${path.basename(outDir)}.previous`;
  const parent = path.dirname(outDir);
  const replaced = (name: string) => name === own || (name.startsWith(`${own}-`) && /^\d+-\d+$/.test(name.slice(own.length + 1)));
  return existsSync(parent) ? readdirSync(parent).flatMap((name) => (replaced(name) ? [path.join(parent, name)] : [])) : [];
}

/**
 * The files of one build and where they are staged. Each output is claimed with a key: a hash
 * of everything that goes into it. An output whose key equals the one the output folder was
 * last built with is already there, byte for byte, and is neither made nor written again; the
 * others are staged in a work folder. Nothing touches the output folder before `commit`, so a
 * build that fails leaves it as it was.
 *
 * Without a trustworthy record of the output folder (the first build, a folder replaced by
 * something else, a record of an older format) every output is staged and the staged folder
 * replaces the output folder whole.
 */
export class OutputPlan {
  /** Every file of the new output, with its key (paths inside the output folder, "/"-separated). */
  private readonly keys = new Map<string, string>();
  private readonly staged = new Set<string>();
  private readonly markdown = new Map<string, string>();
  /** Staged outputs that are links to a file elsewhere: never written through. */
  private readonly linked = new Set<string>();
  private readonly makeFolder = folderMaker();
  private readonly previous: PreviousBuild | undefined;
  private previousTexts?: Map<string, string>;

  constructor(
    readonly outDir: string,
    readonly stageDir: string,
    private readonly cacheDir: string,
  ) {
    this.previous = readRecord(cacheDir, outDir);
  }

  /**
   * Claims an output; true when it must be made and staged (at `staging(file)`). `reusable` false
   * makes it anew even under an unchanged key, when something kept beside it is missing. A later
   * claim of the same file wins (a generated file over a static file of the same name).
   */
  claim(file: string, key: string, reusable = true): boolean {
    this.keys.set(file, key);
    if (reusable && this.previous?.files.get(file) === key) {
      this.staged.delete(file);
      return false;
    }
    this.staged.add(file);
    return true;
  }

  /** Where a claimed output is staged. */
  staging(file: string): string {
    return path.join(this.stageDir, file);
  }

  /** Writes a claimed output that must be made into the staging folder. */
  stage(file: string, content: string | Buffer) {
    this.unlink(file);
    this.makeFolder(this.staging(file));
    writeFileSync(this.staging(file), content);
  }

  /**
   * Stages a claimed output that is a file made elsewhere (see linkOrCopy). Those files are
   * never written again in place (each is made under a temporary name and renamed), so the
   * output cannot change under a link.
   */
  stageCopy(file: string, from: string) {
    this.unlink(file);
    this.makeFolder(this.staging(file));
    if (linkOrCopy(from, this.staging(file))) this.linked.add(file);
  }

  /**
   * Where a claimed output that is a file made elsewhere is staged, as stageCopy stages it, by
   * someone else: a prerender worker (see stageFromStores).
   */
  stagedElsewhere(file: string): string {
    this.unlink(file);
    // Where no link can be made it is a copy, which a later claim removes as rightly.
    this.linked.add(file);
    return this.staging(file);
  }

  /** A later claim of a file staged as a link replaces the link, not the file it links to. */
  private unlink(file: string) {
    if (this.linked.delete(file)) rmSync(this.staging(file));
  }

  /** An output made in memory: its content is its key. */
  text(file: string, content: string | Buffer) {
    if (this.claim(file, contentHash(content))) this.stage(file, content);
  }

  /** A page's Markdown as the last build made it under this key, when it is kept. */
  previousMarkdown(route: string): string | undefined {
    this.previousTexts ??= this.readPreviousMarkdown();
    return this.previousTexts.get(route);
  }

  private readPreviousMarkdown(): Map<string, string> {
    const texts = new Map<string, string>();
    if (!this.previous) return texts;
    let all: string;
    try {
      all = readFileSync(markdownFile(this.cacheDir, this.outDir), 'utf8');
    } catch {
      return texts; // Gone: those pages are made again.
    }
    let at = 0;
    for (const [route, length] of this.previous.markdown) texts.set(route, all.slice(at, (at += length)));
    if (at !== all.length) return new Map();
    for (const [route, text] of this.previous.patchedMarkdown) texts.set(route, text);
    return texts;
  }

  rememberMarkdown(route: string, text: string) {
    this.markdown.set(route, text);
  }

  /** Every indexable page's Markdown in this build, made now or kept. */
  markdownByRoute(): ReadonlyMap<string, string> {
    return this.markdown;
  }

  /** How many outputs were made in this build. */
  get stagedCount(): number {
    return this.staged.size;
  }

  /**
   * Puts the staged files in place and removes the outputs the new build no longer has (with
   * the folders they leave empty), then records the output folder for the next build. An output
   * folder replaced whole is left beside it, renamed (see replacedFolders): removing thousands of
   * files is left to the caller (see stale-files.ts).
   */
  commit() {
    // Forgotten first: should the process stop half-way, the next build starts afresh.
    rmSync(recordFile(this.cacheDir, this.outDir), { force: true });
    rmSync(patchFile(this.cacheDir, this.outDir), { force: true });
    rmSync(snapshotFile(this.cacheDir, this.outDir), { force: true });
    rmSync(summariesFile(this.cacheDir, this.outDir), { force: true });
    // When most outputs changed (the settings, the code), moving the few kept ones into the
    // staged folder and swapping it in whole is cheaper than renaming each changed file over its
    // old version: at 10,039 pages, 40,000 such renames took 6.4 s, and removing the staged
    // folder's emptied folders 1 s more.
    if (this.previous && this.staged.size <= this.keys.size / 2) this.applyChanges();
    else this.replaceWhole();
    const record: OutputRecord = {
      version: RECORD_VERSION,
      outDir: this.outDir,
      inode: statSync(this.outDir).ino,
      files: [...this.keys],
      markdown: [...this.markdown].map(([route, text]) => [route, text.length]),
    };
    const dir = recordDir(this.cacheDir, this.outDir);
    mkdirSync(dir, { recursive: true });
    markOrigin(dir, this.outDir);
    replaceFile(markdownFile(this.cacheDir, this.outDir), [...this.markdown.values()].join(''));
    replaceFile(recordFile(this.cacheDir, this.outDir), JSON.stringify(record));
    pruneUnused(this.cacheDir, dir);
  }

  /** The staged folder, with the outputs kept from the previous build moved into it, becomes the output folder. */
  private replaceWhole() {
    mkdirSync(this.stageDir, { recursive: true });
    const makeFolder = folderMaker();
    for (const file of this.keys.keys()) {
      if (this.staged.has(file)) continue;
      const staged = this.staging(file);
      makeFolder(staged);
      try {
        renameSync(path.join(this.outDir, file), staged);
      } catch (error) {
        // Removed by hand since the last build: left missing, as a build that renames only
        // the changed files leaves it (see "Do not edit files in dist/" in README).
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (existsSync(this.outDir)) renameSync(this.outDir, replacedFolder(this.outDir));
    mkdirSync(path.dirname(this.outDir), { recursive: true });
    renameSync(this.stageDir, this.outDir);
  }

  private applyChanges() {
    const makeFolder = folderMaker();
    for (const file of this.staged) {
      const target = path.join(this.outDir, file);
      makeFolder(target);
      renameSync(this.staging(file), target);
    }
    for (const file of this.previous!.files.keys()) if (!this.keys.has(file)) removeOutput(this.outDir, file);
  }
}
