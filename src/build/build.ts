import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { compileSiteContent, projectSettingsOnTheirOwn } from './site-content.ts';
import { collectGarbage } from './collect-garbage.ts';
import { formatReport } from '../content/report.ts';
import { startAppBundle, type AppBundle } from './bundle-cache.ts';
import { ContentError, siteModule } from './content-plugin.ts';
import { contentHash, sourcesHash } from './content-hash.ts';
import { variantCache, writeImageVariants } from './image-variants.ts';
import { lastCommitDates } from './lastmod.ts';
import { OutputPlan } from './output-plan.ts';
import { parseCache } from './parse-cache.ts';
import { prerender } from './prerender.ts';
import { startLastUsedWorker, type StartedWorker } from './worker-start.ts';
import { contentSnapshot, writeSnapshot } from './build-snapshot.ts';
import { quickRebuild } from './quick-rebuild.ts';
import { iconCache, writeIcons } from './site-icons.ts';
import { startPreviews } from './social-previews.ts';
import { PageStore, pageStoreDir } from './page-store.ts';
import { removeStale, removeStaleInBackground } from './stale-files.ts';

export interface BuildOptions {
  root: string;
  pagesDir?: string;
  /** Static files copied into the site as they are (default public/). */
  publicDir?: string;
  outDir?: string;
  log?: (line: string) => void;
  /** A worker already loading the renderer the last build used (see startLastUsedWorker); one is started otherwise. */
  early?: StartedWorker;
}

export interface BuildTimings {
  validateMs: number;
  /** How long the build waited for its bundles once the content compiled (they are made meanwhile). */
  viteMs: number;
  prerenderMs: number;
  /** Time spent rendering React, summed over the prerender workers (the rest is writing files). */
  renderMs: number;
  pages: number;
  /** Routes rendered in this build (the others were unchanged since the last build into outDir, or made by another build: `reused`). */
  rendered: number;
  /** Routes whose files were made by an earlier build, into any folder (see PageStore). */
  reused?: number;
  /** Files written into outDir (all of them when the build could not rely on the last one). */
  written: number;
  /** Social previews no build had painted before, painted now (a site's first build paints one per page). */
  painted?: number;
  /** False when the bundles came from the cache. */
  bundled: boolean;
  /** When bundled: the most memory the build and the process that bundled held together, at most (see AppBundle). */
  peakKbWithBundling?: number;
  /** True when only one page changed, was added, removed or renamed, and the build made only what that changes (see quickRebuild). */
  quick: boolean;
  /** With quick: what happened to the page (or, for 'shared', to a shared file: the pages rendered show its items; for 'template', to a template: the pages rendered are its values'). */
  change?: 'edited' | 'added' | 'removed' | 'renamed' | 'shared' | 'template';
}

/** Where the record of each output folder's last build is kept. */
export const outputRecords = (root: string) => path.join(root, 'node_modules', '.cache', 'build-output');

/**
 * The production build: validate all content, bundle the client and the prerender entry (or
 * reuse the bundles when their sources did not change), then make every output whose inputs
 * changed since the last build into the same folder: all of them the first time. Outputs are
 * staged in a work folder and put in place only once everything succeeded, so a failed build
 * leaves the previous dist/ exactly as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildTimings> {
  // Loading the renderer takes a worker about as long as finding what to render: one starts
  // now, on the bundle the last build used, and renders if that is still this build's bundle.
  const early = options.early ?? startLastUsedWorker(options.root);
  try {
    return await makeSite(options, early);
  } finally {
    // Done with, or never used: a worker left running would keep the process alive.
    await early?.worker.terminate();
  }
}

async function makeSite(options: BuildOptions, early: StartedWorker | undefined): Promise<BuildTimings> {
  const log = options.log ?? console.log;
  const outDir = path.resolve(options.root, options.outDir ?? 'dist');
  const publicDir = path.resolve(options.root, options.publicDir ?? 'public');
  let started = performance.now();
  const pagesOption = options.pagesDir ?? 'pages';
  // The git log is asked about the content folder as the build was given it.
  const lastmodAsked = lastCommitDates(options.root, pagesOption);
  const sources = sourcesHash(options.root);
  const pagesDir = path.resolve(options.root, pagesOption);
  const cacheDir = outputRecords(options.root);
  const quick = await quickRebuild({ root: options.root, pagesDir, publicDir, outDir, cacheDir, sources, log, early, lastmod: lastmodAsked });
  if (quick) return quick;
  // The bundles read only the code and the settings: they are made while the content compiles,
  // with the settings their file gives on its own, and made again should the compile give others.
  const foretold = projectSettingsOnTheirOwn({ pagesDir, publicDir });
  let bundling = foretold && startAppBundle({ root: options.root, sources, module: siteModule(foretold), publicDir });
  try {
    const { site, problems, snapshot, parsedAnew } = compileForBuild({ root: options.root, pagesOption, pagesDir, publicDir, sources });
    if (!site) throw new ContentError(problems);
    if (problems.length) log(formatReport(problems));
    // What the compile let go of (every document's data as written and as validated) given back
    // now, before the renderers take their memory: V8 otherwise kept the heap it had grown to
    // (about 40 MB more at 10,000 pages, 60 MB parsed anew; nothing measurable at 1,000). After
    // parsing thousands of documents, compacted: the first build's peak, which comes once the
    // renderers have grown, was 550 to 611 MB at 10,039 pages, and is 526 to 559 MB. A compile
    // from the cache leaves less to give back, and its build peaks at this collection: compacting
    // raised that peak (240 to 283 MB, the live objects copied before their old pages go).
    if (site.pages.length > COLLECTED_AFTER) collectGarbage({ compact: parsedAnew > COLLECTED_AFTER });
    const validateMs = performance.now() - started;
    const module = siteModule(site.settings);
    if (bundling?.module !== module) {
      await bundling?.stop();
      bundling = startAppBundle({ root: options.root, sources, module, publicDir });
    }
    started = performance.now();
    // Beside the output folder, so that renaming into it never crosses file systems.
    const plan = new OutputPlan(outDir, `${outDir}.build-${process.pid}-${Date.now()}`, cacheDir);
    try {
      const bundle = await bundling.ready();
      const viteMs = performance.now() - started;

      started = performance.now();
      const lastmod = await lastmodAsked;
      // Articles report their last edit (dateModified) from the same dates as the sitemap.
      for (const page of site.pages) page.data.modified = lastmod.get(page.file);
      claimBundleFiles(bundle, plan);
      const previews = startPreviews(site.settings, publicDir, plan, options.root, sources);
      const loaded = early?.workerFile === bundle.workerFile ? early : undefined;
      if (!loaded) await early?.worker.terminate();
      const store = new PageStore(pageStoreDir(options.root));
      const { pages, rendered, reused, renderMs, llmsParts } = await prerender(site, bundle, plan, store, { lastmod, started: loaded, previews });
      const prerenderMs = performance.now() - started;
      await writeImageVariants(site.imageVariants, plan, variantCache(options.root));
      previews.stage();
      await writeIcons(site.settings, publicDir, plan, iconCache(options.root), sources);

      const written = plan.stagedCount;
      plan.commit();
      const { clientDir, workerFile, key } = bundle;
      if (snapshot) writeSnapshot(snapshot, { cacheDir, outDir, lastmod, bundle: { clientDir, workerFile, key }, pages, llmsParts });
      const stale = { root: options.root, outDir, storeNow: rendered > STORE_LOOKED_THROUGH_AFTER };
      if (written > STALE_IN_BACKGROUND_AFTER) removeStaleInBackground(stale);
      else removeStale(stale);
      const painted = previews.painting;
      const { built: bundled, peakKbWithBundling } = bundle;
      return { validateMs, viteMs, prerenderMs, renderMs, pages, rendered, reused, written, painted, bundled, peakKbWithBundling, quick: false };
    } finally {
      rmSync(plan.stageDir, { recursive: true, force: true });
    }
  } finally {
    // Stopped if the build stopped before it needed the bundles.
    await bundling?.stop();
  }
}

/**
 * The whole site compiled through the parse cache, with what the snapshot of this build keeps
 * of it (see build-snapshot.ts): apart, so that the compile's state is let go of at once.
 */
function compileForBuild(options: { root: string; pagesOption: string; pagesDir: string; publicDir: string; sources: string }) {
  const { root, pagesOption, pagesDir, publicDir, sources } = options;
  const parsedTexts = parseCache(root, pagesOption);
  const { site, problems, state } = compileSiteContent({ root, pagesDir, publicDir, parsedTexts, pageKeys: sources, keepState: true });
  const { parsedAnew } = parsedTexts;
  parsedTexts.save();
  const snapshot = site && state && contentSnapshot({ pagesDir, publicDir, sources, state, site, read: parsedTexts.lastRead(), problems });
  return { site, problems, snapshot, parsedAnew };
}

/**
 * The client bundle's files (hashed assets, copied static files, the bundle manifest) go into
 * the site as they are. Its index.html is only the template of the pages: every route, the home
 * page included, is prerendered.
 */
function claimBundleFiles(bundle: AppBundle, plan: OutputPlan) {
  const files = readdirSync(bundle.clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(bundle.clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== 'index.html');
  for (const file of files) {
    if (!plan.claim(file, contentHash('bundle', bundle.key, file))) continue;
    plan.stageCopy(file, path.join(bundle.clientDir, file));
  }
}

/**
 * A build that rendered more pages than this looks through the store of pages' outputs at once:
 * a settings edit at 10,000 pages makes about 850 MB of them anew, and no output folder links to
 * the old ones any more.
 */
const STORE_LOOKED_THROUGH_AFTER = 1000;

/** A build of more pages than this collects the compile's garbage before rendering (about 40 ms at 10,000 pages), compacting it when it parsed more documents than this anew. */
const COLLECTED_AFTER = 5000;

/** A build that wrote more files than this leaves their old versions to a process of its own to remove (see stale-files.ts). */
const STALE_IN_BACKGROUND_AFTER = 1000;
