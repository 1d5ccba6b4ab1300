import { mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import { keptResolved } from '../content/compile.ts';
import { compilePageAlone } from '../content/edited-page.ts';
import { byPlace } from '../content/problems.ts';
import { formatReport } from '../content/report.ts';
import { compiledKey, derivePage, settingsKeyOf } from '../content/stages/derive.ts';
import { LinkTargets } from '../content/stages/links.ts';
import { contentFileNames, plainUtf8 } from '../content/stages/read.ts';
import { nearCopyPercent, reportNearCopy } from '../content/stages/search-lint.ts';
import type { BuildTimings } from './build.ts';
import {
  datesKey,
  familyOf,
  keepSnapshot,
  keyAt,
  linkedPages,
  NO_STAMP,
  NONE,
  outsideKey,
  readSnapshot,
  sentencesOf,
  withKey,
  withSentences,
  type Snapshot,
} from './build-snapshot.ts';
import { reuseBundle } from './bundle-cache.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { llmsHead, llmsPart } from './crawl-files.ts';
import { replaceFile } from './file-writer.ts';
import { lastCommitDates } from './lastmod.ts';
import { markdownFile } from './markdown-path.ts';
import { patchRecord, snapshotFile } from './output-plan.ts';
import { parsedVersion, SETTLED_MS, stampParts, storedResolved } from './parse-cache.ts';
import { dataFile, htmlFile, outputKeys, renderSetup, runWorkers } from './prerender.ts';
import { startWorker, type StartedWorker } from './worker-start.ts';

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
    const [report] = await runWorkers([worker], { template }, [job]);
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
