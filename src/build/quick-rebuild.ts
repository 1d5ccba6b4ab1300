import { readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import type { CompiledPage } from '../../blocks/page.ts';
import { compilePageAlone, type AloneContext } from '../content/edited-page.ts';
import { byPlace } from '../content/problems.ts';
import { formatReport } from '../content/report.ts';
import { derivePage } from '../content/stages/derive.ts';
import { anchorsChanged, keepsLinkedAnchors, LinkTargets } from '../content/stages/links.ts';
import { contentListing, plainUtf8 } from '../content/stages/read.ts';
import { collectionOf } from '../content/stages/validate.ts';
import type { ContentProblem } from '../content/types.ts';
import type { BuildTimings } from './build.ts';
import {
  datesKey,
  familyOf,
  folderStamps,
  foldersUnchanged,
  isLinked,
  keepSnapshot,
  keepSummaries,
  keyAt,
  linkedPages,
  nearCopyCheck,
  NO_STAMP,
  NONE,
  outsideKey,
  readSnapshot,
  readSummaries,
  withKey,
  withLinked,
  withShown,
  type SiteSummaries,
  type Snapshot,
} from './build-snapshot.ts';
import { reuseBundle } from './bundle-cache.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { llmsHead, llmsPart } from './crawl-files.ts';
import { folderMaker, linkOrCopy, removeOutput, replaceFile } from './file-writer.ts';
import { keyAsBuilt, lastBase, listingEdit, relisted, resolvedHashOf, type ListingEdit } from './listing-edit.ts';
import { compileItemsEdit } from './quick-items.ts';
import { addedAt, placeAddedFile, placeAddedPage, routeListings, withPageAnchors } from './quick-add.ts';
import { leaveFamily, parentsLeft, removePage, searchFiles, withoutLlmsPart, type RemovedPage } from './quick-remove.ts';
import { patchRecord, snapshotFile } from './output-plan.ts';
import { copiesChange, type CopiesChange } from './photo-copies.ts';
import { encodeVariant, variantCache } from './image-variants.ts';
import { photosAmong } from '../content/responsive-images.ts';
import { hasStamp, SETTLED_MS, stampParts } from './file-stamp.ts';
import { outputKeys, renderSetup, runWorkers, staticOutput, templateData, templateOutputs } from './prerender.ts';
import type { PaintFirst, PrerenderJob } from './prerender-worker.ts';
import { inCache, painterFile, previewCache, previewMaker, type PagePreview, type PreviewMaker, type PreviewToPaint } from './social-previews.ts';
import { startWorker, type StartedWorker } from './worker-start.ts';

export interface QuickOptions {
  root: string;
  /** The content files' last commit dates, asked for as the build started (see lastCommitDates). */
  lastmod: Promise<Map<string, string>>;
  pagesDir: string;
  publicDir: string;
  outDir: string;
  cacheDir: string;
  sources: string;
  log: (line: string) => void;
  early?: StartedWorker;
}

/** What a one-page rebuild makes, with every problem the build reports, and what it changes in the snapshot. */
export interface QuickEdit {
  /** The pages compiled on their own: the edited page, or those that show an edited shared item. */
  compiled: CompiledPage[];
  /** An edited template, compiled on its own: its JSON data and the page of each of its values are made again. */
  templates?: CompiledPage[];
  problems: ContentProblem[];
  /** The pages that list others, made again with an edited page's summary (see listingEdit). */
  listing?: ListingEdit;
  /** What the rest of the site reads of the edited page (see SnapshotFiles.outside), when that changed. */
  outside?: string;
  /** Where their links (and an edited shared file's) point. */
  links: string[];
  /** The shared items each page compiled shows now, by its name (see Snapshot.shows). */
  refs: [name: string, refs: string[]][];
  /** An edited shared file's collections as they are now. */
  collections?: Snapshot['context']['collections'];
  /** The resized copies of photos an edited page changes (see copiesChange). */
  copies?: CopiesChange;
  /** An edited page let into search (its Markdown, its part of llms-full.txt, its preview, the sitemap), or kept out of it now. */
  index?: { route: string; indexed: boolean };
}

/** A content file whose text is not the one the snapshot has. */
interface ChangedFile {
  at: number;
  text: string;
  key: string;
  /** Its stamp, when it stands for this text. */
  stamp: number[];
}

/** A content file's text as it is now, with its key and its stamp when that stands for the text; undefined when it cannot be read as UTF-8. */
function currentText(full: string, stats = statSync(full, { throwIfNoEntry: false })): { text: string; key: string; stamp: number[] } | undefined {
  const text = stats && plainUtf8(readFileSync(full, 'utf8'));
  if (!stats || text === undefined) return undefined;
  const settled = Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - SETTLED_MS;
  return { text, key: contentHash(text), stamp: settled ? stampParts(stats) : NO_STAMP };
}

/**
 * Which of the snapshot's content files (NUL-separated) is gone, and which of `names` is new,
 * when no other file came or went (one gone and one new: a file renamed).
 */
function cameAndWent(before: string, names: readonly string[]): { removed?: number; added?: number } | undefined {
  const joined = names.join('\0');
  if (joined === before) return {};
  const added = addedAt(before, names);
  if (added !== undefined) return { added };
  const old = before.split('\0');
  const removed = addedAt(joined, old);
  if (removed !== undefined) return { removed };
  if (old.length !== names.length) return undefined;
  const now = new Set(names);
  const gone = old.findIndex((name) => !now.has(name));
  const renamed = gone < 0 ? undefined : addedAt(old.filter((_, at) => at !== gone).join('\0'), names);
  return renamed === undefined ? undefined : { removed: gone, added: renamed };
}

/**
 * The content files (their names), those that changed since the snapshot, the one removed (its
 * index among the snapshot's) and the one added since, when no other file came or went; a file
 * whose text is unchanged but whose stamp now stands for it is restamped in the snapshot.
 */
function changedFiles(snapshot: Snapshot, pagesDir: string): { names: string[]; changed: ChangedFile[]; removed?: number; added?: ChangedFile } | undefined {
  const { files } = snapshot;
  let names: string[];
  if (foldersUnchanged(files, pagesDir)) names = files.names.split('\0');
  else {
    const listed = contentListing(pagesDir);
    names = listed.names;
    files.folders = listed.folders.join('\0');
    files.folderStamps = folderStamps(pagesDir, listed.folders);
  }
  const came = cameAndWent(files.names, names);
  if (!came) return undefined;
  const { removed, added } = came;
  // A file's index among the names now, from its index among the snapshot's.
  const now = (at: number) => {
    const kept = removed !== undefined && at > removed ? at - 1 : at;
    return added !== undefined && kept >= added ? kept + 1 : kept;
  };
  const changed: ChangedFile[] = [];
  const stamps = files.stamps;
  for (let at = 0; at < stamps.length / 4; at++) {
    // Not read: only its name counts.
    if (keyAt(files.keys, at) === NONE || at === removed) continue;
    // Joined as written (once per content file: 10,000 at the scale this is for), the names
    // inside pages/ being normalised already.
    const full = `${pagesDir}/${names[now(at)]}`;
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (hasStamp(stats, stamps, at)) continue;
    const text = currentText(full, stats);
    if (!text) return undefined;
    if (text.key === keyAt(files.keys, at)) stamps.set(text.stamp, at * 4);
    else changed.push({ at, ...text });
  }
  if (added === undefined) return { names, changed, removed };
  const text = currentText(path.join(pagesDir, names[added]!));
  return text && { names, changed, removed, added: { at: added, ...text } };
}

/**
 * `npm run build` after editing, adding, removing or renaming one page: the page compiled on its
 * own (compilePageAlone, the stages of the whole compile on its one file), checked against what
 * the last build kept of the rest of the site, rendered, and its files and llms-full.txt put in
 * place, when that gives exactly what a full build would. That is when nothing but the page's
 * text changed since the last build into the same folder (not the code, the static files, the
 * settings, the commit dates, nor which other files there are), the page has no error, and links
 * to it are unchanged; a page that lists others is made from every page's summary, as the pages
 * that list others are below. A template is made so (its JSON data, and its values' pages) when
 * nothing else reads what changed: not its values, title or description, nor an anchor it had,
 * and it lists no other page. When
 * what other outputs read of it changed (its summary: its title, description, preview), the
 * pages that list others and llms.txt are made again with it, and its preview painted (see
 * listingEdit); a page added always changes them, and the sitemap and route table too (see
 * quick-add.ts for the pages that can be added so). A page removed has its files deleted and the
 * outputs that list every page made again without it (see quick-remove.ts); a file renamed is a
 * page removed and one added. A shared file edited has the pages that show its changed items
 * compiled on their own and made (see quick-items.ts). Edits that change more are a full
 * build's. Its warnings are the whole compile's, the near-copy check included (against the
 * sentences of its folder's pages), and are reported with the others the last build reported;
 * when its edit changes another page's warnings, the build is a full one. Undefined when a full
 * build is needed: it has changed nothing then.
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
  const { added, removed } = content ?? {};
  if (!content || content.changed.length + (added || removed !== undefined ? 1 : 0) > 1) return undefined;
  const lastmod = await options.lastmod;
  if (datesKey(lastmod) !== snapshot.lastmod) return undefined;
  const timings = { viteMs: 0, bundled: false, quick: true };
  const edit = content.changed[0] ?? added;
  if (!edit && removed === undefined) {
    if (snapshot.problems.length) options.log(formatReport(snapshot.problems));
    keepSnapshot(options.cacheDir, options.outDir, snapshot);
    return { ...timings, pages: snapshot.pages, validateMs: performance.now() - started, prerenderMs: 0, renderMs: 0, rendered: 0, written: 0 };
  }
  // A page removed (or renamed) goes first; an added page (or the renamed one) is made as an
  // edited one, once the snapshot has a place for it.
  let gone: RemovedPage | undefined;
  if (removed !== undefined) {
    const summaries = readSummaries(options.cacheDir, options.outDir, snapshot);
    gone = summaries && removePage(snapshot, summaries, snapshot.files.names.split('\0'), removed);
    if (!gone) return undefined;
  }
  if (added && !placeAddedFile(snapshot, content.names, added.at)) return undefined;
  const context = aloneContext(snapshot, options, content.names);
  const { settings } = snapshot.context;
  // The worker that loaded the renderer meanwhile, if it is this bundle's (else one is started once the pages are known).
  const early = options.early?.workerFile === snapshot.bundle.workerFile ? options.early : undefined;
  // An edit of what other outputs show of the page changes its preview, painted (when never
  // painted before) by the worker as soon as it is known, while the pages that list it are
  // compiled; so are those of the pages below it, when its title changed (a preview names its section).
  let maker: PreviewMaker | undefined;
  let painter: Omit<PaintFirst, 'paintFirst'> | undefined;
  const previews: { preview: PagePreview; cached: string }[] = [];
  const toPaint: PreviewToPaint[] = [];
  const paintPreviews = (pages: readonly CompiledPage[]) => {
    maker ??= previewMaker(settings, options.publicDir, options.sources);
    const cacheDir = previewCache(options.root);
    const paint: PreviewToPaint[] = [];
    for (const { data } of pages) {
      const preview = maker.of(data);
      if (!preview) continue;
      const found = inCache(cacheDir, maker, preview);
      previews.push({ preview, cached: found.cached });
      if (found.paint) paint.push(found.paint);
    }
    if (!paint.length) return;
    painter ??= { logo: maker.logo, keptIn: painterFile(cacheDir, maker.layout) };
    if (early) early.worker.postMessage({ paintFirst: paint, ...painter } satisfies PaintFirst);
    else toPaint.push(...paint);
  };
  const page = !edit
    ? gone && removedOnly(snapshot, options, context, gone)
    : collectionOf(content.names[edit.at]!) !== undefined
      ? !added && compileItemsEdit(snapshot, options.sources, context, content.names, edit)
      : compileEdit(snapshot, options, context, content.names, edit, Boolean(added), gone?.summaries, (compiled) => paintPreviews([compiled]));
  if (!page) return undefined;
  const { compiled, problems, listing } = page;
  if (listing?.below.length) paintPreviews(listing.below);
  const statics = [...compiled, ...(listing?.pages ?? []), ...(listing?.below ?? [])];
  const llmsRoutes = snapshot.llms.routes.split('\0');
  if (statics.some(({ data }) => !data.noindex && !llmsRoutes.includes(data.route))) return undefined;
  if (problems.length) options.log(formatReport(problems));
  const validateMs = performance.now() - started;

  const prerenderStarted = performance.now();
  for (const { data, file } of statics) data.modified = lastmod.get(file);
  const stageDir = `${options.outDir}.build-${process.pid}-${Date.now()}`;
  try {
    const staging = (file: string) => path.join(stageDir, file);
    const { template, renderKey } = renderSetup(snapshot.bundle, settings);
    const templates = [...(page.templates ?? []), ...(listing?.templates ?? [])];
    const outputs = () => [...statics.map(staticOutput), ...templates.flatMap(templateOutputs)];
    const jobs = outputs().map((output): PrerenderJob => ({
      pathname: output.pathname,
      page: output.page,
      file: staging(output.html),
      ...(output.data && { dataFile: staging(output.data) }),
      ...(output.markdown && { markdownFile: staging(output.markdown) }),
    }));
    const worker = early ?? startWorker(snapshot.bundle.workerFile);
    if (toPaint.length) worker.worker.postMessage({ paintFirst: toPaint, ...painter! } satisfies PaintFirst);
    const rendering = runWorkers([worker], template, jobs);
    // While the worker renders: llms.txt; the keys of the files made; the other files; and the
    // summaries with the new one for the next rebuild (under a new name, which only the snapshot
    // written last gives it).
    const texts: [file: string, text: string][] = templates.map(templateData);
    if (listing?.llms) texts.push(['llms.txt', listing.llms()]);
    if ((added || gone || page.index) && listing) texts.push(...routeListings(snapshot, content.names, listing.summaries, settings, lastmod));
    const made: [file: string, key: string][] = [];
    // Made again: an output holds its page's key as it was then.
    for (const output of outputs()) {
      const { dataKey, pageKey } = outputKeys(output, renderKey);
      made.push([output.html, pageKey]);
      if (output.data) made.push([output.data, dataKey]);
      if (output.markdown) made.push([output.markdown, pageKey]);
    }
    const makeFolder = folderMaker();
    for (const [file, text] of texts) {
      makeFolder(staging(file));
      replaceFile(staging(file), text);
      made.push([file, contentHash(text)]);
    }
    if (listing) keepSummaries(options.cacheDir, options.outDir, snapshot, listing.summaries);
    // The copies of the photos the page is the first to show, encoded by sharp on threads of its own while the worker renders.
    const copies = page.copies?.make ?? [];
    const encoded = await Promise.all(copies.map((variant) => encodeVariant(variant, variantCache(options.root))));
    copies.forEach((variant, at) => {
      const file = variant.url.slice(1);
      makeFolder(staging(file));
      linkOrCopy(encoded[at]!, staging(file));
      made.push([file, contentHash('variant', variant.url)]);
    });
    // The worker reports its pages once it has painted every preview it was given.
    const reports = await rendering;
    for (const { preview, cached } of previews) {
      makeFolder(staging(preview.file));
      linkOrCopy(cached, staging(preview.file));
      made.push([preview.file, preview.key]);
    }
    const markdown = reports.flatMap((report) => report.markdown);
    const parts = markdown.map(([route, text]) => [llmsRoutes.indexOf(route), llmsPart(settings, route, text)] as const);
    const out = gone?.route ?? (page.index?.indexed === false ? page.index.route : undefined);
    const goneAt = out === undefined ? -1 : llmsRoutes.indexOf(out);
    if (goneAt >= 0) parts.push([goneAt, '']);
    if (parts.length) {
      const llms = splicedLlms(snapshot, options.outDir, parts);
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
    // A page renamed makes again the copies its removal took.
    const kept = new Set(made.map(([file]) => file));
    const unindexed = page.index?.indexed === false ? searchFiles(page.index.route) : [];
    const deleted = [...(gone?.files ?? []), ...unindexed, ...(page.copies?.remove ?? [])].filter((file) => !kept.has(file));
    patchRecord(
      options.cacheDir,
      options.outDir,
      [...made.map(([file]) => file), ...deleted].map((file) => [file, '']),
    );
    const placeFolder = folderMaker();
    for (const [file] of made) {
      const target = path.join(options.outDir, file);
      placeFolder(target);
      renameSync(staging(file), target);
    }
    for (const file of deleted) removeOutput(options.outDir, file);
    patchRecord(options.cacheDir, options.outDir, made, markdown);

    const { files } = snapshot;
    if (out !== undefined) snapshot.llms = withoutLlmsPart(snapshot.llms, out);
    if (gone) {
      snapshot.parentTitles = parentsLeft(snapshot.parentTitles, listing!.summaries.pages);
    }
    // An edited page's title (its summary changed), which the breadcrumbs of the pages below it name.
    const [titled] = compiled;
    if (listing && titled)
      snapshot.parentTitles = snapshot.parentTitles.map(([route, title]) => [route, route === titled.data.route ? titled.data.title : title]);
    if (edit) {
      files.keys = withKey(files.keys, edit.at, edit.key);
      files.stamps.set(edit.stamp, edit.at * 4);
      if (listing) files.outside = withKey(files.outside, edit.at, page.outside!);
      snapshot.links.linked = withLinked(snapshot.links.linked, page.links);
    }
    for (const [name, refs] of page.refs) snapshot.shows = withShown(snapshot.shows, name, refs);
    if (page.copies) snapshot.photos = page.copies.photos;
    if (page.collections) snapshot.context.collections = page.collections;
    snapshot.problems = problems;
    keepSnapshot(options.cacheDir, options.outDir, snapshot);
    return {
      ...timings,
      pages: snapshot.pages,
      change: added ? (gone ? 'renamed' : 'added') : gone ? 'removed' : page.collections ? 'shared' : page.templates ? 'template' : 'edited',
      validateMs,
      prerenderMs: performance.now() - prerenderStarted,
      renderMs: reports.reduce((sum, report) => sum + report.renderMs, 0),
      rendered: jobs.length,
      written: made.length,
    };
  } finally {
    rmSync(stageDir, { recursive: true, force: true });
  }
}

/** What a page is compiled on its own against: the snapshot's site, with the pages links may point at. */
function aloneContext(snapshot: Snapshot, options: QuickOptions, names: readonly string[]): AloneContext {
  const { context } = snapshot;
  return {
    ...context,
    options: { pagesDir: options.pagesDir, publicDir: options.publicDir, root: options.root, blocks, schemaLines: context.schemaLines },
    links: new LinkTargets(linkedPages(snapshot, names), context.publicFiles),
  };
}

/** After a page that lists others is edited, its summary unchanged: the pages that list others whose key changed (it, unless the edit changed nothing it shows), made from every page's summary. */
function relistedAfter(snapshot: Snapshot, options: QuickOptions, context: AloneContext, read: SiteSummaries | undefined): ListingEdit | undefined {
  const summaries = read ?? readSummaries(options.cacheDir, options.outDir, snapshot);
  const listing = summaries && relisted(options.sources, context, summaries, lastBase(snapshot, context.settings, summaries));
  // llms.txt, made from the summaries, which the edit left as they were, is left as it is.
  return listing && { ...listing, llms: undefined };
}

/** After a page is removed (see removePage): the pages that list others, made from the summaries without it, and the build's problems without its own. */
function removedOnly(snapshot: Snapshot, options: QuickOptions, context: AloneContext, gone: RemovedPage): QuickEdit | undefined {
  const listing = relisted(options.sources, context, gone.summaries, lastBase(snapshot, context.settings, gone.summaries));
  return listing && { compiled: [], problems: snapshot.problems, listing, links: [], refs: [] };
}

/**
 * The edited page compiled on its own, with every problem the build reports (the last build's,
 * the page's own replaced), when a full build would make the same of it; else undefined.
 */
function compileEdit(
  snapshot: Snapshot,
  options: QuickOptions,
  aloneContext: AloneContext,
  names: readonly string[],
  edit: ChangedFile,
  added: boolean,
  /** Every page's summary, when a page was removed first (see removePage); else read when needed. */
  summaries: SiteSummaries | undefined,
  summaryChanged: (compiled: CompiledPage) => void,
): QuickEdit | undefined {
  const { files, context } = snapshot;
  const name = names[edit.at]!;
  const outside = keyAt(files.outside, edit.at);
  if (outside === NONE) return undefined;
  // Links to the page that worked still work when the anchors it loses are none a link points at
  // (see keepsLinkedAnchors: a template loses none); its own links to its anchors (all of an
  // added page's) are checked against them as they are now.
  const linkedAt = snapshot.links.at.indexOf(edit.at);
  const { route, anchors } = aloneContext.links.pages[linkedAt]!;
  let changed = false;
  const alone = compilePageAlone(aloneContext, name, edit.text, (outline) => {
    if (!keepsLinkedAnchors(route, anchors, outline.anchors, (target) => isLinked(snapshot.links.linked, target))) return false;
    changed = anchorsChanged(anchors, outline.anchors);
    if (changed) aloneContext.links = aloneContext.links.withAnchors(route, outline.anchors);
    return true;
  });
  if (!alone) return undefined;
  if (changed) snapshot.links.anchors = withPageAnchors(snapshot.links.anchors, linkedAt, alone.outline.anchors);
  const { page } = alone;
  // Breadcrumbs read the titles of the pages above; the blocks that list other pages are made
  // with the summaries (see listingEdit).
  const base = { context: { settings: context.settings, pages: [], templates: [] }, titles: new Map(snapshot.parentTitles) };
  const compiled = derivePage(context.settings, page, blocks, base);
  // A page that lists others is made with every page's summary (see relisted): one added is not
  // among them yet. A template added changes the route table, and one that lists others is made
  // with them: a full build's.
  if ((added && (compiled.lists || compiled.template)) || (compiled.template && compiled.lists)) return undefined;
  // A page let into search, or kept out of it: it joins (or leaves) llms-full.txt and the
  // indexable pages of its folder, which the near-copy check compares. A template's pages are not in either.
  const indexed = !compiled.data.noindex;
  const wasIndexed = snapshot.llms.routes.split('\0').includes(page.file.route);
  const index = !added && !compiled.template && indexed !== wasIndexed ? { route: page.file.route, indexed } : undefined;
  if (added || index?.indexed) placeAddedPage(snapshot, edit.at, { route: page.file.route, search: page.search, indexable: indexed });
  if (index && !indexed && !leaveFamily(snapshot, familyOf(page.file.route), edit.at)) return undefined;
  keyAsBuilt(compiled, resolvedHashOf(alone), options.sources, context.settings);

  if (!nearCopyCheck(snapshot, names, page, edit.at, alone.problems)) return undefined;
  const outsideNow = outsideKey(alone.outline, page.summary!, compiled.data.og);
  // A template's values, title or description, which the route table, the sitemap and the pages
  // that list others read: a full build's.
  if (compiled.template && outsideNow !== outside) return undefined;
  if (outsideNow !== outside) summaryChanged(compiled);
  const listing =
    outsideNow !== outside
      ? listingEdit(snapshot, options, aloneContext, name, alone, added, summaries)
      : compiled.lists
        ? relistedAfter(snapshot, options, aloneContext, summaries)
        : undefined;
  if ((outsideNow !== outside || compiled.lists) && !listing) return undefined;
  const file = `${context.shownDir}/${name}`;
  const problems = [...snapshot.problems.filter((problem) => problem.file !== file), ...alone.problems.list()].sort(byPlace);
  // A page that lists others is made with them, from every page's summary (not made when its key is unchanged).
  const own = compiled.lists ? listing!.pages.find((made) => made.data.route === compiled.data.route) : compiled;
  return {
    compiled: own && !compiled.template ? [own] : [],
    ...(compiled.template && { templates: [compiled] }),
    copies: copiesChange(snapshot, options.publicDir, name, photosAmong(Object.keys(alone.found.images)), alone.variants),
    index,
    problems,
    listing: compiled.lists ? { ...listing!, pages: listing!.pages.filter((made) => made !== own) } : listing,
    outside: outsideNow,
    links: alone.found.links,
    refs: [[name, Object.keys(alone.found.refs)]],
  };
}

/**
 * llms-full.txt as the last build wrote it, with the parts of some pages replaced (each by its
 * place among the parts): 'unchanged' when each is that part already, undefined when the file
 * is not what the snapshot says it is. The snapshot's lengths of the parts are those of the
 * new file then.
 */
function splicedLlms(snapshot: Snapshot, outDir: string, parts: readonly (readonly [at: number, part: string])[]): Buffer | 'unchanged' | undefined {
  const { bytes } = snapshot.llms;
  let previous: Buffer;
  try {
    previous = readFileSync(path.join(outDir, 'llms-full.txt'));
  } catch {
    return undefined;
  }
  const starts = new Float64Array(bytes.length);
  let total = Buffer.byteLength(llmsHead(snapshot.context.settings));
  bytes.forEach((length, at) => {
    starts[at] = total;
    total += length;
  });
  if (total !== previous.length) return undefined;
  const pieces: Buffer[] = [];
  let from = 0;
  let changed = false;
  for (const [at, part] of [...parts].sort(([a], [b]) => a - b)) {
    const now = Buffer.from(part);
    const [start, end] = [starts[at]!, starts[at]! + bytes[at]!];
    changed ||= !now.equals(previous.subarray(start, end));
    pieces.push(previous.subarray(from, start), now);
    from = end;
    bytes[at] = now.length;
  }
  if (!changed) return 'unchanged';
  pieces.push(previous.subarray(from));
  return Buffer.concat(pieces);
}
