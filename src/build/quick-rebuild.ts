import { mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { blocks } from '../../blocks/index.ts';
import type { PageData, PageSummary } from '../../blocks/page.ts';
import { keptResolved } from '../content/compile.ts';
import { compilePageAlone, type AloneContext, type CompileState } from '../content/edited-page.ts';
import { byPlace } from '../content/problems.ts';
import { formatReport } from '../content/report.ts';
import { compiledKey, derivePage, settingsKeyOf } from '../content/stages/derive.ts';
import { LinkTargets, type LinkedPage } from '../content/stages/links.ts';
import type { Outline } from '../content/stages/parse.ts';
import { contentFileNames, plainUtf8, readsText } from '../content/stages/read.ts';
import { nearCopyPercent, reportNearCopy } from '../content/stages/search-lint.ts';
import type { CompiledSite, ContentProblem } from '../content/types.ts';
import type { BuildTimings } from './build.ts';
import { reuseBundle } from './bundle-cache.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { llmsHead, llmsPart } from './crawl-files.ts';
import { replaceFile } from './file-writer.ts';
import { lastCommitDates } from './lastmod.ts';
import { markdownFile } from './markdown-path.ts';
import { patchRecord, snapshotFile } from './output-plan.ts';
import { parsedVersion, SETTLED_MS, stampNumbers, stampParts, storedResolved } from './parse-cache.ts';
import { dataFile, htmlFile, outputKeys, renderSetup, runWorkers } from './prerender.ts';
import { startWorker, type StartedWorker } from './worker-start.ts';

/** Bumped whenever what a snapshot holds, or what a one-page rebuild makes of it, changes. */
const SNAPSHOT_VERSION = 1;

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
interface Snapshot {
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
  };
  /** The titles of the pages that have pages below them: a page's breadcrumbs name its ancestors. */
  parentTitles: [route: string, title: string][];
  families: Map<string, Family>;
  /** The problems (warnings) the build reported. */
  problems: ContentProblem[];
  /** The pages' parts of llms-full.txt, in order: their routes (NUL-separated) and lengths in bytes. */
  llms: { routes: string; bytes: Int32Array };
}

/** Keys (contentHash) are this long: the keys of all files are one string. */
const KEY = 32;
const NONE = '-'.repeat(KEY);

/**
 * The content files: names NUL-separated; the key of each one's text (NONE for a file the
 * compile does not read); its stamp when that stood for the text (size, modification and change
 * times, inode: NaN when the file had changed too recently); and, for a page a one-page rebuild
 * can make, what the rest of the site's outputs read of it (NONE for the settings, shared items,
 * the 404 page, templates and pages that list others).
 */
interface SnapshotFiles {
  names: string;
  keys: string;
  stamps: Float64Array;
  outside: string;
}

const keyAt = (keys: string, at: number) => keys.slice(at * KEY, (at + 1) * KEY);
const withKey = (keys: string, at: number, key: string) => keys.slice(0, at * KEY) + key + keys.slice((at + 1) * KEY);

/** A file's stamp as the snapshot keeps it: NaN for none. */
const NO_STAMP = [NaN, NaN, NaN, NaN];

/** What the outputs of the site other than a page's own files read of it: links to it, its summary (lists, breadcrumbs, crawl files) and its preview's fields. */
const outsideKey = (outline: Outline, summary: PageSummary, og: PageData['og']) =>
  contentHash(JSON.stringify([outline.anchors, outline.paths, outline.title, outline.description, summary, og]));

const familyOf = (route: string) => route.slice(0, route.lastIndexOf('/')) || '/';
const datesKey = (dates: ReadonlyMap<string, string>) => contentHash(JSON.stringify([...dates]));

/** What the snapshot holds of the content, made as soon as the site compiled (the compile's state is let go of then: it is most of the snapshot's memory). */
export type ContentSnapshot = Pick<
  Snapshot,
  'sources' | 'publicTree' | 'pagesDir' | 'publicDir' | 'files' | 'context' | 'links' | 'parentTitles' | 'families' | 'problems'
>;

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
  const names = contentFileNames(content.pagesDir);
  const readNow = names.filter(readsText).map((name) => read.get(name));
  if (readNow.length !== read.size || readNow.includes(undefined)) return undefined;
  const index = new Map(names.map((name, at) => [name, at]));
  const compiled = new Map(site.pages.map((page) => [page.file, page]));
  const outside = names.map((name) => {
    const kept = state.pages.get(name);
    const page = compiled.get(`${state.shownDir}/${name}`);
    return kept && page && !page.lists && !page.template ? outsideKey(kept.outline, kept.summary, page.data.og) : NONE;
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
    },
    context: {
      shownDir: state.shownDir,
      settings: state.settings,
      rawSettings: state.rawSettings,
      collections: state.collections,
      publicFiles: state.publicFiles,
      schemaLines: state.options.schemaLines ?? false,
    },
    links: linksOf(state, index),
    parentTitles: [...parentTitles],
    families: new Map([...members].map(([route, { at, sentences }]) => [route, packFamily(at, sentences)])),
    problems: content.problems,
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
export function writeSnapshot(content: ContentSnapshot, build: FinishedBuild) {
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
function linksOf(state: CompileState, index: ReadonlyMap<string, number>): Snapshot['links'] {
  const pages = state.links.pages;
  const name = (file: string) => file.slice(state.shownDir.length + 1);
  const places = <T>(pick: (page: LinkedPage) => T | undefined, keep: (value: T) => boolean) =>
    pages.flatMap((page, at) => {
      const value = pick(page);
      return value !== undefined && keep(value) ? [[at, value] as [number, T]] : [];
    });
  return {
    at: Int32Array.from(pages, (page) => index.get(name(page.file))!),
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

/** The pages links may point at, from the snapshot. */
function linkedPages(snapshot: Snapshot, names: readonly string[]): LinkedPage[] {
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

const sentencesOf = (family: Family, member: number) => family.sentences.subarray(member ? family.ends[member - 1]! : 0, family.ends[member]!);

function readSnapshot(cacheDir: string, outDir: string): Snapshot | undefined {
  try {
    const snapshot = deserialize(readFileSync(snapshotFile(cacheDir, outDir))) as Snapshot;
    return snapshot.version === SNAPSHOT_VERSION ? snapshot : undefined;
  } catch {
    return undefined; // None (the first build, or one stopped half-way): a full build.
  }
}

export interface QuickOptions {
  root: string;
  /** As given to the build (the git log is asked about it as written). */
  pagesOption: string;
  pagesDir: string;
  publicDir: string;
  outDir: string;
  cacheDir: string;
  sources: string;
  log: (line: string) => void;
  early?: StartedWorker;
}

/** A content file whose text is not the one the snapshot has. */
interface ChangedFile {
  at: number;
  text: string;
  key: string;
  /** Its stamp, when it stands for this text. */
  stamp: number[];
}

/**
 * The content files (their names) and those that changed since the snapshot, when no file came
 * or went; a file whose text is unchanged but whose stamp now stands for it is restamped in the
 * snapshot.
 */
function changedFiles(snapshot: Snapshot, pagesDir: string): { names: string[]; changed: ChangedFile[] } | undefined {
  const { files } = snapshot;
  const names = contentFileNames(pagesDir);
  if (names.join('\0') !== files.names) return undefined;
  const changed: ChangedFile[] = [];
  const stamps = files.stamps;
  for (let at = 0; at < names.length; at++) {
    if (keyAt(files.keys, at) === NONE) continue; // Not read: only its name counts.
    const full = path.join(pagesDir, names[at]!);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const stamp = stampParts(stats);
    if (stamp.every((value, part) => value === stamps[at * 4 + part])) continue;
    const text = plainUtf8(readFileSync(full, 'utf8'));
    if (text === undefined) return undefined;
    const key = contentHash(text);
    const settled = Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - SETTLED_MS ? stamp : NO_STAMP;
    if (key === keyAt(files.keys, at)) stamps.set(settled, at * 4);
    else changed.push({ at, text, key, stamp: settled });
  }
  return { names, changed };
}

/**
 * `npm run build` after editing one page: the page compiled on its own (compilePageAlone, the
 * stages of the whole compile on its one file), checked against what the last build kept of
 * the rest of the site, rendered, and its files and llms-full.txt put in place, when that gives
 * exactly what a full build would. That is when nothing but the page's text changed since the
 * last build into the same folder (not the code, the static files, the settings, a shared item,
 * the commit dates, nor which files there are), the page has no error and is a plain page (not
 * a template, nor one that lists others), and what the rest of the site's outputs read of it is
 * unchanged: links to it, its summary, its preview. Its warnings are the whole compile's, the
 * near-copy check included (against the sentences of its folder's pages), and are reported with
 * the others the last build reported; when its edit changes another page's warnings, the build
 * is a full one. Undefined when a full build is needed: it has changed nothing then.
 */
export async function quickRebuild(options: QuickOptions): Promise<BuildTimings | undefined> {
  const started = performance.now();
  const snapshot = readSnapshot(options.cacheDir, options.outDir);
  if (
    !snapshot ||
    snapshot.sources !== options.sources ||
    snapshot.pagesDir !== options.pagesDir ||
    snapshot.publicDir !== options.publicDir ||
    statSync(options.outDir, { throwIfNoEntry: false })?.ino !== snapshot.inode ||
    hashTree(options.publicDir, ['.']) !== snapshot.publicTree ||
    !reuseBundle(snapshot.bundle)
  )
    return undefined;
  const content = changedFiles(snapshot, options.pagesDir);
  if (!content || content.changed.length > 1) return undefined;
  const lastmod = lastCommitDates(options.root, options.pagesOption);
  if (datesKey(lastmod) !== snapshot.lastmod) return undefined;
  const timings = { viteMs: 0, pages: snapshot.pages, bundled: false, quick: true };
  const [edit] = content.changed;
  if (!edit) {
    if (snapshot.problems.length) options.log(formatReport(snapshot.problems));
    keepSnapshot(options.cacheDir, options.outDir, snapshot);
    return { ...timings, validateMs: performance.now() - started, prerenderMs: 0, renderMs: 0, rendered: 0, written: 0 };
  }
  const page = compileEdit(snapshot, options, content.names, edit);
  if (!page) return undefined;
  const { compiled, problems, sentences } = page;
  const { data } = compiled;
  const llmsAt = data.noindex ? -1 : snapshot.llms.routes.split('\0').indexOf(data.route);
  if (!data.noindex && llmsAt < 0) return undefined;
  if (problems.length) options.log(formatReport(problems));
  const validateMs = performance.now() - started;

  const rendering = performance.now();
  const route = data.route;
  data.modified = lastmod.get(compiled.file);
  const stageDir = `${options.outDir}.build-${process.pid}-${Date.now()}`;
  try {
    const { settings } = snapshot.context;
    const { template, renderKey } = renderSetup(snapshot.bundle, settings);
    const { dataKey, pageKey } = outputKeys({ pathname: route, page: data, key: compiled.key }, renderKey);
    const made: [file: string, key: string][] = [
      [htmlFile(route), pageKey],
      [dataFile(route), dataKey],
      ...(data.noindex ? [] : [[markdownFile(route), pageKey] as [string, string]]),
    ];
    const staging = (file: string) => path.join(stageDir, file);
    const worker = options.early?.workerFile === snapshot.bundle.workerFile ? options.early : startWorker(snapshot.bundle.workerFile);
    const job = { pathname: route, page: data, file: staging(made[0]![0]), dataFile: staging(made[1]![0]), markdownFile: made[2] && staging(made[2][0]) };
    const [report] = await runWorkers([worker], { template, siteUrl: settings.siteUrl }, [job]);
    const markdown = report!.markdown[0]?.[1];
    if (markdown !== undefined) {
      const llms = splicedLlms(snapshot, options.outDir, llmsAt, llmsPart(settings, route, markdown));
      if (!llms) return undefined;
      if (llms !== 'unchanged') {
        replaceFile(staging('llms-full.txt'), llms);
        // Not hashed (7 MB at 10,000 pages): the next full build writes it again.
        made.push(['llms-full.txt', '']);
      }
    }

    // The snapshot goes first, and the record stops vouching for these files until they are in
    // place: a rebuild stopped half-way leaves the next build to make them again.
    rmSync(snapshotFile(options.cacheDir, options.outDir), { force: true });
    patchRecord(
      options.cacheDir,
      options.outDir,
      made.map(([file]) => [file, '']),
    );
    for (const [file] of made) {
      mkdirSync(path.dirname(path.join(options.outDir, file)), { recursive: true });
      renameSync(staging(file), path.join(options.outDir, file));
    }
    patchRecord(options.cacheDir, options.outDir, made, markdown === undefined ? [] : [[route, markdown]]);

    snapshot.files.keys = withKey(snapshot.files.keys, edit.at, edit.key);
    snapshot.files.stamps.set(edit.stamp, edit.at * 4);
    snapshot.problems = problems;
    if (sentences) snapshot.families.set(sentences.family, withSentences(snapshot.families.get(sentences.family)!, sentences.member, sentences.now));
    keepSnapshot(options.cacheDir, options.outDir, snapshot);
    return { ...timings, validateMs, prerenderMs: performance.now() - rendering, renderMs: report!.renderMs, rendered: 1, written: made.length };
  } finally {
    rmSync(stageDir, { recursive: true, force: true });
  }
}

/**
 * Writes a snapshot. One that cannot be written (a read-only node_modules, a full disk) is not
 * kept: the build has succeeded, and the next one is a full one. Anything but a file-system
 * error is a bug: passed on.
 */
function keepSnapshot(cacheDir: string, outDir: string, snapshot: Snapshot) {
  try {
    replaceFile(snapshotFile(cacheDir, outDir), serialize(snapshot));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
  }
}

/**
 * The edited page compiled on its own, with every problem the build reports (the last build's,
 * the page's own replaced), when a full build would make the same of it; else undefined.
 */
function compileEdit(snapshot: Snapshot, options: QuickOptions, names: readonly string[], edit: ChangedFile) {
  const { files, context } = snapshot;
  const name = names[edit.at]!;
  const outside = keyAt(files.outside, edit.at);
  if (outside === NONE) return undefined;
  const alone = compilePageAlone(
    {
      ...context,
      options: { pagesDir: options.pagesDir, publicDir: options.publicDir, root: options.root, blocks, schemaLines: context.schemaLines },
      links: new LinkTargets(linkedPages(snapshot, names), context.publicFiles),
    },
    name,
    edit.text,
  );
  if (!alone) return undefined;
  const { page } = alone;
  // Breadcrumbs read the titles of the pages above; the blocks that list other pages would read
  // every page's summary, which the snapshot does not keep: such a page is never made here.
  const base = { context: { settings: context.settings, pages: [], templates: [] }, titles: new Map(snapshot.parentTitles) };
  const compiled = derivePage(context.settings, page, blocks, base);
  if (compiled.lists || compiled.template || outsideKey(alone.outline, page.summary!, compiled.data.og) !== outside) return undefined;
  // The key a full build gives the page (one that resolved without a problem is kept by the
  // parse cache by it): the next full build then finds its files made.
  if (alone.needs) {
    const { hash } = storedResolved(keptResolved(page, alone.needs));
    compiled.key = compiledKey(parsedVersion(options.sources), hash, compiled, settingsKeyOf(context.settings), '');
  }

  let sentences: { family: string; member: number; now: number[] } | undefined;
  if (page.search) {
    const family = snapshot.families.get(familyOf(page.file.route));
    const member = family?.members.indexOf(edit.at) ?? -1;
    if (!family || member < 0) return undefined;
    const [now, before] = [new Set(page.search.sentences), new Set(sentencesOf(family, member))];
    for (let other = 0; other < family.members.length; other++) {
      if (other === member) continue;
      const theirs = sentencesOf(family, other);
      const percent = nearCopyPercent(theirs, now);
      // A near-copy is reported on the later page of the two: a later page's report is not this page's to change.
      if (other > member) {
        if (percent !== nearCopyPercent(theirs, before)) return undefined;
      } else if (percent !== undefined) reportNearCopy(alone.problems, page, `${context.shownDir}/${names[family.members[other]!]}`, percent);
    }
    sentences = { family: familyOf(page.file.route), member, now: page.search.sentences };
  }
  const file = `${context.shownDir}/${name}`;
  const problems = [...snapshot.problems.filter((problem) => problem.file !== file), ...alone.problems.list()].sort(byPlace);
  return { compiled, problems, sentences };
}

/**
 * llms-full.txt as the last build wrote it, with the part of the page at `at` (among its parts)
 * replaced: 'unchanged' when it is that part already, undefined when the file is not what the
 * snapshot says it is.
 */
function splicedLlms(snapshot: Snapshot, outDir: string, at: number, part: string): Buffer | 'unchanged' | undefined {
  const { bytes } = snapshot.llms;
  let previous: Buffer;
  try {
    previous = readFileSync(path.join(outDir, 'llms-full.txt'));
  } catch {
    return undefined;
  }
  const head = Buffer.byteLength(llmsHead(snapshot.context.settings));
  const start = bytes.subarray(0, at).reduce((sum, length) => sum + length, head);
  const total = bytes.reduce((sum, length) => sum + length, head);
  if (total !== previous.length) return undefined;
  const now = Buffer.from(part);
  const end = start + bytes[at]!;
  if (now.equals(previous.subarray(start, end))) return 'unchanged';
  bytes[at] = now.length;
  return Buffer.concat([previous.subarray(0, start), now, previous.subarray(end)]);
}
