/**
 * The snapshot a full build keeps of what it knew, for a one-page rebuild (quick-rebuild.ts): what
 * is in it, how a full build makes it, and how it is read back and kept up to date.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PageData, PageSummary } from '../../blocks/page.ts';
import type { AloneContext, CompileState } from '../content/edited-page.ts';
import { knownSummaryKeys, summaryKeyOf } from '../content/stages/derive.ts';
import { addLinkedPaths, type LinkedPage } from '../content/stages/links.ts';
import type { Outline } from '../content/stages/parse.ts';
import { contentListing, nameIn, readsText } from '../content/stages/read.ts';
import { nearCopyPercent, reportNearCopy } from '../content/stages/search-lint.ts';
import type { ValidatedPage } from '../content/stages/validate.ts';
import type { Problems } from '../content/problems.ts';
import type { CompiledSite, ContentProblem } from '../content/types.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { replaceFile } from './file-writer.ts';
import { snapshotFile, summariesFile } from './output-plan.ts';
import { hasStamp, SETTLED_MS, stampNumbers, stampParts } from './file-stamp.ts';

/** Bumped whenever what a snapshot holds, or what a one-page rebuild makes of it, changes. */
const SNAPSHOT_VERSION = 8;

/** The indexable pages of one folder, which the search lint compares, in page order, with their sentences one after another. */
interface Family {
  /** Each member's index among the snapshot's files. */
  members: Int32Array;
  /** Where each member's sentences end. */
  ends: Int32Array;
  sentences: Float64Array;
}

/**
 * What a one-page rebuild reads of the last build into an output folder, written beside that
 * build's record of the folder (and removed with it). Kept small and flat: at 10,000 pages it is
 * read in a few milliseconds, where the compile's whole state took 60.
 */
export interface Snapshot {
  version: number;
  /** What the build was made from besides the content files: a rebuild from anything else is a full one. */
  sources: string;
  publicTree: string;
  pagesDir: string;
  publicDir: string;
  /** The output folder's inode, as the record has it. */
  inode: number;
  /** The last commit dates of the content files (the sitemap and articles show them). */
  lastmod: string;
  bundle: { clientDir: string; workerFile: string; key: string };
  /** Routes built. */
  pages: number;
  /**
   * Every content file, sorted, as columns (at 10,000 pages, ten thousand strings of each took
   * longer to read back than the rest of the rebuild's compile): see SnapshotFiles.
   */
  files: SnapshotFiles;
  /** What compiling a page on its own reads of the rest of the site, and the pages links may point at (see LinkedPage). */
  context: Omit<AloneContext, 'options' | 'links'> & { schemaLines: boolean };
  links: {
    /** Each page's index among the files, and its route: NUL-separated (no file name or route holds one). */
    at: Int32Array;
    routes: string;
    /** The pages with anchors, and the templates with their values, by their place in `at`. */
    anchors: [page: number, anchors: readonly string[]][];
    values: [page: number, values: readonly string[]][];
    /**
     * Every path inside the site a link points at, and "path#anchor" for a link to an anchor
     * (see addLinkedPaths), NUL-separated: a page none points at can be removed on its own, and
     * an anchor none points at dropped. Links one-page rebuilds no longer find stay in it (a
     * removal is then a full build's, which finds them all again).
     */
    linked: string;
  };
  /**
   * Which pages (names inside pages/) show each shared item (see CompileState.shows): an item's
   * edit makes them again (see quick-items.ts). One-page rebuilds keep it as the pages change what
   * they show. Sorted, as every build makes it.
   */
  shows: Map<string, string[]>;
  /**
   * Which documents (names inside pages/) show each photo, sorted (see CompileState.photos): its
   * resized copies go with the last, and come with the first (see photo-copies.ts).
   */
  photos: Map<string, string[]>;
  /** The titles of the pages that have pages below them: a page's breadcrumbs name its ancestors. */
  parentTitles: [route: string, title: string][];
  families: Map<string, Family>;
  /** The problems (warnings) the build reported. */
  problems: ContentProblem[];
  /** The pages' parts of llms-full.txt, in order: their routes (NUL-separated) and lengths in bytes. */
  llms: { routes: string; bytes: Int32Array };
  /**
   * Which file of every page's summary (SiteSummaries) goes with this snapshot: they are kept in a
   * file of their own (summariesFile), read and written only by a rebuild after an edit that
   * changes a summary (at 10,000 pages they are 7 MB, twice the rest of the snapshot).
   */
  summaries: string;
}

/** What the pages that list others (and llms.txt) read of every page, and who has each title and description. */
export interface SiteSummaries {
  /** Every static page's summary, in the site's order, and every template's: what deriving a page that lists others reads. */
  pages: readonly PageSummary[];
  templates: readonly PageSummary[];
  /** Which page (name inside pages/) has each title, and each description, as the lint compares them. */
  titles: Map<string, string>;
  descriptions: Map<string, string>;
  /**
   * The pages (names inside pages/) whose blocks list other pages, static and templates, with the
   * key each was last made with (see CompiledPage.key; none when it had a problem).
   */
  listing: [name: string, key: string | undefined][];
}

/** The summaries as a snapshot keeps them: with the name the snapshot knows them by, and the pages' keys (see summaryKeyOf). */
type KeptSummaries = SiteSummaries & { id: string; keys: string };

/** The summaries that go with a snapshot; undefined when its file is gone, or another build's. */
export function readSummaries(cacheDir: string, outDir: string, snapshot: Snapshot): SiteSummaries | undefined {
  let kept: KeptSummaries;
  try {
    kept = deserialize(readFileSync(summariesFile(cacheDir, outDir))) as KeptSummaries;
  } catch {
    return undefined;
  }
  if (kept.id !== snapshot.summaries) return undefined;
  const { id: _, keys, ...summaries } = kept;
  knownSummaryKeys(summaries.pages, keys);
  return summaries;
}

/** The summaries serialized under a new name (the snapshot's `summaries`). */
function summaryBytes(summaries: SiteSummaries): { id: string; bytes: Buffer } {
  const id = randomUUID();
  return { id, bytes: serialize({ ...summaries, id, keys: summaries.pages.map(summaryKeyOf).join('') } satisfies KeptSummaries) };
}

/** Writes a snapshot's summaries anew, and gives the snapshot their new name. */
export function keepSummaries(cacheDir: string, outDir: string, snapshot: Snapshot, summaries: SiteSummaries) {
  const { id, bytes } = summaryBytes(summaries);
  keepFile(summariesFile(cacheDir, outDir), bytes);
  snapshot.summaries = id;
}

/** Keys (contentHash) are this long: the keys of all files are one string. */
const KEY = 32;
export const NONE = '-'.repeat(KEY);

/**
 * The content files: names NUL-separated; the key of each one's text (NONE for a file the
 * compile does not read); its stamp when that stood for the text (size, modification and change
 * times, inode: NaN when the file had changed too recently); and, for a page a one-page rebuild
 * can make, what the rest of the site's outputs read of it (NONE for the settings, shared items
 * and the 404 page).
 */
interface SnapshotFiles {
  names: string;
  keys: string;
  stamps: Float64Array;
  outside: string;
  /**
   * Every folder of the content folder (NUL-separated: "" for itself, then "blog/"…), with its
   * stamp when that stood for what it held (as a file's): while each folder's stamp is the same,
   * no file came or went, and the rebuild does not list them (at 10,000 pages, about 30 ms).
   */
  folders: string;
  folderStamps: Float64Array;
}

/** The stamps of folders of the content folder (see SnapshotFiles.folders), stat-ed after they were listed: NaN for one changed too recently. */
export function folderStamps(pagesDir: string, folders: readonly string[]): Float64Array {
  return Float64Array.from(
    folders.flatMap((folder) => {
      const stats = statSync(path.join(pagesDir, folder), { throwIfNoEntry: false });
      return stats && Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - SETTLED_MS ? stampParts(stats) : NO_STAMP;
    }),
  );
}

/** Whether every folder of the content folder is as the snapshot stamped it: then no file came or went. */
export function foldersUnchanged(files: SnapshotFiles, pagesDir: string): boolean {
  return files.folders.split('\0').every((folder, at) => {
    const stats = statSync(path.join(pagesDir, folder), { throwIfNoEntry: false });
    return stats !== undefined && hasStamp(stats, files.folderStamps, at);
  });
}

export const keyAt = (keys: string, at: number) => keys.slice(at * KEY, (at + 1) * KEY);
export const withKey = (keys: string, at: number, key: string) => keys.slice(0, at * KEY) + key + keys.slice((at + 1) * KEY);
/** The keys with one more at `at` (a file added there). */
export const withKeyInserted = (keys: string, at: number, key: string) => keys.slice(0, at * KEY) + key + keys.slice(at * KEY);

/** The keys without the one at `at` (a file removed there). */
export const withKeyRemoved = (keys: string, at: number) => keys.slice(0, at * KEY) + keys.slice((at + 1) * KEY);

/** A file's stamp as the snapshot keeps it: NaN for none. */
export const NO_STAMP = [NaN, NaN, NaN, NaN];

/**
 * What the outputs of the site other than a page's own files read of it: its template's values,
 * its summary (lists, breadcrumbs, crawl files) and its preview's fields. Its anchors, which links
 * to it read, are kept with the pages links may point at (Snapshot.links).
 */
export const outsideKey = (outline: Outline, summary: PageSummary, og: PageData['og']) =>
  contentHash(JSON.stringify([outline.paths, outline.title, outline.description, summary, og]));

export const familyOf = (route: string) => route.slice(0, route.lastIndexOf('/')) || '/';
export const datesKey = (dates: ReadonlyMap<string, string>) => contentHash(JSON.stringify([...dates]));

/** What the snapshot holds of the content, made as soon as the site compiled (the compile's state is let go of then: it is most of the snapshot's memory). */
export type ContentSnapshot = Pick<
  Snapshot,
  | 'sources'
  | 'publicTree'
  | 'pagesDir'
  | 'publicDir'
  | 'files'
  | 'context'
  | 'links'
  | 'shows'
  | 'photos'
  | 'parentTitles'
  | 'families'
  | 'problems'
  | 'summaries'
> & { summaryBytes: Buffer };

/** What a full build's compile gave, for the snapshot. */
export interface CompiledContent {
  pagesDir: string;
  publicDir: string;
  sources: string;
  state: CompileState;
  site: CompiledSite;
  /** The content files as the compile read them (see ParseCache.lastRead). */
  read: ReadonlyMap<string, { key: string; stamp?: string }>;
  problems: ContentProblem[];
}

/**
 * What the snapshot keeps of a full build's content. Undefined when the content folder changed
 * while the build read it (a file came or went): no snapshot is written, and the next build is a
 * full one.
 */
export function contentSnapshot(content: CompiledContent): ContentSnapshot | undefined {
  const { state, site, read } = content;
  const { names, folders } = contentListing(content.pagesDir);
  const stampedFolders = folderStamps(content.pagesDir, folders);
  const readNow = names.filter(readsText).map((name) => read.get(name));
  if (readNow.length !== read.size || readNow.includes(undefined)) return undefined;
  const index = new Map(names.map((name, at) => [name, at]));
  const compiled = new Map([...site.pages, ...site.templates].map((page) => [page.file, page]));
  const outside = names.map((name) => {
    const kept = state.pages.get(name);
    const page = compiled.get(`${state.shownDir}/${name}`);
    return kept && page ? outsideKey(kept.outline, kept.summary, page.data.og) : NONE;
  });
  const members = new Map<string, { at: number[]; sentences: number[][] }>();
  for (const [name, { summary, search }] of state.pages) {
    if (!search) continue;
    const family = members.get(familyOf(summary.route)) ?? { at: [], sentences: [] };
    members.set(familyOf(summary.route), family);
    family.at.push(index.get(name)!);
    family.sentences.push(search.sentences);
  }
  const titles = state.base.titles;
  const parentTitles = new Map<string, string>();
  for (const route of titles.keys()) {
    for (let at = route.lastIndexOf('/'); at > 0; at = route.lastIndexOf('/', at - 1)) {
      const parent = route.slice(0, at);
      if (titles.has(parent)) parentTitles.set(parent, titles.get(parent)!);
    }
  }
  const summaries = summaryBytes({
    pages: state.base.context.pages,
    templates: state.base.context.templates,
    titles: state.titles,
    descriptions: state.descriptions,
    listing: [...site.pages, ...site.templates].filter((page) => page.lists).map((page) => [nameIn(state.shownDir, page.file), page.key]),
  });
  return {
    sources: content.sources,
    publicTree: hashTree(content.publicDir, ['.']),
    pagesDir: content.pagesDir,
    publicDir: content.publicDir,
    files: {
      names: names.join('\0'),
      keys: names.map((name) => read.get(name)?.key ?? NONE).join(''),
      stamps: Float64Array.from(
        names.flatMap((name) => {
          const stamp = read.get(name)?.stamp;
          return stamp ? stampNumbers(stamp) : NO_STAMP;
        }),
      ),
      outside: outside.join(''),
      folders: folders.join('\0'),
      folderStamps: stampedFolders,
    },
    context: {
      shownDir: state.shownDir,
      settings: state.settings,
      rawSettings: state.rawSettings,
      collections: state.collections,
      publicFiles: state.publicFiles,
      schemaLines: state.options.schemaLines ?? false,
    },
    links: { ...linksOf(state, index), linked: [...state.linked].join('\0') },
    shows: sortedShows([...state.shows].map(([ref, pages]) => [ref, [...pages]])),
    photos: sortedShows([...state.photos].map(([src, users]) => [src, [...users]])),
    parentTitles: [...parentTitles],
    families: new Map([...members].map(([route, { at, sentences }]) => [route, packFamily(at, sentences)])),
    problems: content.problems,
    summaries: summaries.id,
    summaryBytes: summaries.bytes,
  };
}

/** What a full build knows once its output is in place, for the snapshot. */
export interface FinishedBuild {
  cacheDir: string;
  outDir: string;
  lastmod: ReadonlyMap<string, string>;
  bundle: Snapshot['bundle'];
  pages: number;
  /** The pages' parts of llms-full.txt, in order, with their lengths in bytes. */
  llmsParts: [route: string, bytes: number][];
}

/** Writes the snapshot of a full build that has just put its output in place. */
export function writeSnapshot({ summaryBytes, ...content }: ContentSnapshot, build: FinishedBuild) {
  keepFile(summariesFile(build.cacheDir, build.outDir), summaryBytes);
  const snapshot: Snapshot = {
    ...content,
    version: SNAPSHOT_VERSION,
    inode: statSync(build.outDir).ino,
    lastmod: datesKey(build.lastmod),
    bundle: build.bundle,
    pages: build.pages,
    llms: {
      routes: build.llmsParts.map(([route]) => route).join('\0'),
      bytes: Int32Array.from(build.llmsParts, ([, bytes]) => bytes),
    },
  };
  keepSnapshot(build.cacheDir, build.outDir, snapshot);
}

/** The pages links may point at, as the snapshot keeps them (see Snapshot.links). */
function linksOf(state: CompileState, index: ReadonlyMap<string, number>): Omit<Snapshot['links'], 'linked'> {
  const pages = state.links.pages;
  const places = <T>(pick: (page: LinkedPage) => T | undefined, keep: (value: T) => boolean) =>
    pages.flatMap((page, at) => {
      const value = pick(page);
      return value !== undefined && keep(value) ? [[at, value] as [number, T]] : [];
    });
  return {
    at: Int32Array.from(pages, (page) => index.get(nameIn(state.shownDir, page.file))!),
    routes: pages.map((page) => page.route).join('\0'),
    anchors: places(
      (page) => page.anchors,
      (anchors) => anchors.length > 0,
    ),
    values: places(
      (page) => page.values,
      () => true,
    ),
  };
}

/** Which documents show each shared item (or photo), in the order every build gives them (see Snapshot.shows, Snapshot.photos). */
const sortedShows = (shows: [ref: string, pages: string[]][]) =>
  new Map(
    shows
      .filter(([, pages]) => pages.length)
      .map(([ref, pages]) => [ref, pages.sort()] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/** Which documents show each shared item (or photo: see Snapshot.shows), with document `name` showing `refs` now (none: it is gone). */
export const withShown = (shows: ReadonlyMap<string, readonly string[]>, name: string, refs: readonly string[]) =>
  sortedShows([
    ...[...shows].map(([ref, pages]): [string, string[]] => [ref, [...pages.filter((page) => page !== name), ...(refs.includes(ref) ? [name] : [])]]),
    ...refs.filter((ref) => !shows.has(ref)).map((ref): [string, string[]] => [ref, [name]]),
  ]);

/** Whether a link points at `target` (a path, or "path#anchor"), by the snapshot's paths links point at (see Snapshot.links). */
export const isLinked = (linked: string, target: string) => `\0${linked}\0`.includes(`\0${target}\0`);

/** The snapshot's paths links point at (see Snapshot.links), with those of `links` it does not hold yet. */
export function withLinked(linked: string, links: readonly string[]): string {
  const paths = new Set(linked ? linked.split('\0') : []);
  addLinkedPaths(paths, links);
  return [...paths].join('\0');
}

/** The pages links may point at, from the snapshot. */
export function linkedPages(snapshot: Snapshot, names: readonly string[]): LinkedPage[] {
  const { links, context } = snapshot;
  const anchors = new Map(links.anchors);
  const values = new Map(links.values);
  return links.routes.split('\0').map((route, page) => ({
    route,
    file: `${context.shownDir}/${names[links.at[page]!]}`,
    anchors: anchors.get(page) ?? [],
    ...(values.has(page) ? { values: values.get(page) } : {}),
  }));
}

function packFamily(at: ArrayLike<number>, sentences: readonly (readonly number[])[]): Family {
  const ends = new Int32Array(sentences.length);
  let end = 0;
  sentences.forEach((list, member) => (ends[member] = end += list.length));
  return { members: Int32Array.from(at), ends, sentences: Float64Array.from(sentences.flat()) };
}

/**
 * The near-copy check of page file `at`, compiled on its own, against the pages of its folder as
 * the snapshot has them, as the whole compile makes it: the near-copies reported on it go to
 * `problems` (a near-copy is reported on the later page of two, against the earliest page it
 * copies). False when its sentences change whether a later page copies it: that page's report may
 * change, which is not its report to change. Otherwise its folder's family holds
 * its sentences as they are now, which the pages checked after it are compared with.
 */
export function nearCopyCheck(snapshot: Snapshot, names: readonly string[], page: ValidatedPage, at: number, problems: Problems): boolean {
  if (!page.search) return true;
  const family = snapshot.families.get(familyOf(page.file.route));
  const member = family?.members.indexOf(at) ?? -1;
  if (!family || member < 0) return false;
  const [now, before] = [new Set(page.search.sentences), new Set(sentencesOf(family, member))];
  let reported = false;
  for (let other = 0; other < family.members.length; other++) {
    // Earlier pages past the first it copies change nothing: only the earliest is reported.
    if (other === member || (other < member && reported)) continue;
    const theirs = sentencesOf(family, other);
    const percent = nearCopyPercent(theirs, now);
    if (other > member) {
      if (percent !== nearCopyPercent(theirs, before)) return false;
    } else if (percent !== undefined && !reported) {
      // Against the earliest page it copies only, as the whole compile reports it (see earliestNearCopies).
      reportNearCopy(problems, page, `${snapshot.context.shownDir}/${names[family.members[other]!]}`, percent);
      reported = true;
    }
  }
  snapshot.families.set(familyOf(page.file.route), withSentences(family, member, page.search.sentences));
  return true;
}

/** A family with one member's sentences replaced. */
function withSentences(family: Family, member: number, now: readonly number[]): Family {
  const [start, end] = [member ? family.ends[member - 1]! : 0, family.ends[member]!];
  const grown = now.length - (end - start);
  const sentences = new Float64Array(family.sentences.length + grown);
  sentences.set(family.sentences.subarray(0, start));
  sentences.set(now, start);
  sentences.set(family.sentences.subarray(end), start + now.length);
  return { members: family.members, ends: family.ends.map((value, at) => (at >= member ? value + grown : value)), sentences };
}

/** A family without one member (the first member's sentences start at 0 again). */
export function withoutMember(family: Family, member: number): Family {
  const emptied = withSentences(family, member, []);
  const without = <T extends Int32Array>(array: T) => array.filter((_, at) => at !== member) as T;
  return { members: without(emptied.members), ends: without(emptied.ends), sentences: emptied.sentences };
}

export const sentencesOf = (family: Family, member: number) => family.sentences.subarray(member ? family.ends[member - 1]! : 0, family.ends[member]!);

export function readSnapshot(cacheDir: string, outDir: string): Snapshot | undefined {
  try {
    const snapshot = deserialize(readFileSync(snapshotFile(cacheDir, outDir))) as Snapshot;
    return snapshot.version === SNAPSHOT_VERSION ? snapshot : undefined;
  } catch {
    return undefined; // None (the first build, or one stopped half-way): a full build.
  }
}

/** Writes a snapshot (see keepFile). */
export const keepSnapshot = (cacheDir: string, outDir: string, snapshot: Snapshot) => keepFile(snapshotFile(cacheDir, outDir), serialize(snapshot));

/**
 * Writes a file of the snapshot. One that cannot be written (a read-only node_modules, a full
 * disk) is not kept: the build has succeeded, and the next one is a full one. Anything but a
 * file-system error is a bug: passed on.
 */
function keepFile(file: string, bytes: Buffer) {
  try {
    replaceFile(file, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
  }
}
