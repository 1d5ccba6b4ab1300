import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { CompiledSite } from '../content/types.ts';
import { forgetMadeParts } from '../content/stages/derive.ts';
import { embeddedPage } from './embedded-page.ts';
import type { CompiledPage, PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { dataFileFor, ROUTE_TABLE_FILE } from '../shared/data-path.ts';
import { fillTemplateParam } from '../shared/template-params.ts';
import { headersFile, securityHeaders } from '../shared/security-headers.ts';
import { inlineScriptHashes } from './bootstrap-script.ts';
import { contentHash } from './content-hash.ts';
import { crawlFiles, llmsFull } from './crawl-files.ts';
import { markdownFile } from './markdown-path.ts';
import { routeTableOf } from './site-content.ts';
import type { OutputPlan } from './output-plan.ts';
import type { PageFiles, PageStore } from './page-store.ts';
import type { BatchDone, PrerenderJob, PrerenderSetup, PrerenderTask } from './prerender-worker.ts';
import type { BuildPreviews } from './social-previews.ts';
import { startWorker, type StartedWorker } from './worker-start.ts';

/** Pages per worker below which another worker costs more to start than it saves. */
const PAGES_PER_WORKER = 200;

/** The workers for this much work (pages to render, and previews to paint as PREVIEW_WORK pages each): one per core for large sites. */
const workersFor = (work: number) => Math.max(1, Math.min(availableParallelism(), Math.ceil(work / PAGES_PER_WORKER)));

/**
 * Jobs planned before the workers get their first pages, the rest planned as they ask for more:
 * the build starts with the workers the work found in them takes, and takes more as the rest is
 * planned (see workersFor).
 */
const PLANNED_FIRST = 256;
/** A preview to paint is about as much work as this many pages to render (6 ms of a core, against 1). */
const PREVIEW_WORK = 5;
/** Jobs handed to a worker at a time: small enough to keep both busy to the end, large enough that asking costs nothing. */
const BATCH = 16;
/**
 * Jobs that make nothing (they stage what the stores hold: a page's files, its preview) are about
 * as much work as this many to one that makes something: a batch holds as many more. In batches
 * of 16 jobs, a build into an empty folder at 10,039 pages left its worker waiting for the next
 * about a fifth of the time (profiled).
 */
const STAGED_PER_MADE = 8;
/** How much of a batch a job is (see STAGED_PER_MADE). */
const batchShare = (job: PrerenderJob) => (makes(job) || (job.preview && !job.preview.paintedBefore) ? 1 : 1 / STAGED_PER_MADE);
/**
 * Batches a worker holds at once: the next is there when it reports the last. With one, it
 * waited for this thread to plan and send the next each time (this thread shares the two cores
 * with the workers, and was not always on one when asked): at 10,039 pages, rendering every
 * page, each worker waited about an eighth of its time.
 */
const IN_FLIGHT = 2;

/** More items of an iterator, up to `count` of them, each counted as `weight` says. */
function taken<T>(items: Iterator<T>, count: number, weight: (item: T) => number = () => 1): T[] {
  const got: T[] = [];
  let counted = 0;
  for (let next = items.next(); !next.done; next = items.next()) {
    got.push(next.value);
    if ((counted += weight(next.value)) >= count) break;
  }
  return got;
}

/**
 * Sharing a header and footer costs two more renders of the first page of each kind (see
 * shellCache): no more pages than this (a one-page rebuild, a page added), mostly each of its
 * own kind, are rendered whole.
 */
const SHARED_SHELLS_FROM = 17;

/**
 * The stylesheet goes inline: it is small (about 7 KB gzip) and render-blocking, so inlining
 * saves a round trip before the first paint. Block chunks are deliberately not preloaded: on
 * a slow phone connection they would compete with the HTML and delay the first paint, while
 * hydration can wait a moment (everything is already visible).
 */
export function inlineStylesheet(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_, href: string) => {
    const css = readFileSync(path.join(clientDir, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Where a route's HTML goes inside the output folder (about/index.html), and its JSON data (_data/about.json). */
export const htmlFile = (pathname: string) => `${pathname.slice(1)}${pathname === '/' ? '' : '/'}index.html`;
export const dataFile = (route: string) => dataFileFor(route).slice(1);

/** A route to render, with the files it makes inside the output folder. */
export interface PageOutput {
  pathname: string;
  page: PageData;
  /** The compiler's key of the page's data, when it knows one (see CompiledPage.key). */
  key?: string;
  html: string;
  data?: string;
  /** Indexable pages only: the Markdown version (/about.md). */
  markdown?: string;
  /** A page of the site's own (no template's value, not the 404 page): it may have a generated preview. */
  previewed?: boolean;
}

/** A static page's outputs: its HTML, its JSON data and, when indexable, its Markdown. */
export const staticOutput = ({ data: page, key }: CompiledPage): PageOutput => ({
  pathname: page.route,
  page,
  key,
  html: htmlFile(page.route),
  data: dataFile(page.route),
  ...(page.noindex ? {} : { markdown: markdownFile(page.route) }),
});

/** The HTML of each listed value of a template (the browser derives their data from the template's). */
export const templateOutputs = ({ data: page, template: info }: CompiledPage): PageOutput[] =>
  (info?.values ?? []).map((value) => {
    const pathname = page.route.replace(/\[\w+\]$/, () => value);
    return { pathname, page: fillTemplateParam(page, info!.param, value), html: htmlFile(pathname) };
  });

/** A template's JSON data: its file inside the output folder, and its text. */
export const templateData = ({ data }: CompiledPage): [file: string, text: string] => [dataFile(data.route), JSON.stringify(data)];

/**
 * Every HTML file to make: each static route and the 404 page (with their JSON data), and each
 * listed template value (whose data the browser derives from the template's). The pages that
 * list the others come first: at thousands of pages one of them takes as long as hundreds of
 * others, and rendered last it would keep one worker busy long after the rest were done.
 */
export function pageOutputs(site: CompiledSite): PageOutput[] {
  const listingFirst = [...site.pages.filter((page) => page.lists), ...site.pages.filter((page) => !page.lists)];
  return [
    ...listingFirst.map((page) => ({ ...staticOutput(page), previewed: true })),
    ...site.templates.flatMap(templateOutputs),
    { pathname: '/404', page: site.notFound.data, html: '404.html', data: dataFile(site.notFound.data.route) },
  ];
}

/**
 * The outputs to make, from the plan: a page is rendered again only when the key of its HTML
 * changed. That key covers everything rendering reads: the renderer's bundle (the app's code and
 * settings), the HTML template with its inline stylesheet, the settings, the address and the
 * page's data, which already holds what it derives from other pages (blog index, SEO table,
 * breadcrumbs) and its last commit date. The data is known by the compiler's key of it and its
 * date where there is one, so a page that is not made again is never read. An output whose key
 * changed since the last build into this folder is linked from the store by the worker that gets
 * the page when any build made it under that key (`reused` counts the routes made so), and
 * rendered otherwise. A page's preview is claimed with it (see startPreviews). Planned as the
 * workers ask for pages: all planned first, at 10,039 pages, they waited 0.15 s for theirs, and
 * 0.18 s more for the previews.
 */
function* plannedJobs(
  outputs: readonly PageOutput[],
  plan: OutputPlan,
  renderKey: string,
  store: PageStore,
  previews: Pick<BuildPreviews, 'toPaint'> | undefined,
  counts: Counts,
): Generator<PrerenderJob, void, undefined> {
  for (const output of outputs) {
    const { dataKey, pageKey } = outputKeys(output, renderKey);
    // The worker keeps what it makes in the store, under these keys.
    const job: PrerenderJob = { pathname: output.pathname, page: output.page, keys: { page: pageKey, data: dataKey } };
    const preview = output.previewed && previews?.toPaint(output.page);
    if (preview) job.preview = preview;
    /** A claimed output: made, or staged from the store when it holds it. */
    const make = (kind: keyof PageFiles, file: string, key: string) => {
      if (store.has(key, file)) (job.stored ??= {})[kind] = plan.stagedElsewhere(file);
      else job[kind] = plan.staging(file);
    };
    if (plan.claim(output.html, pageKey)) make('file', output.html, pageKey);
    if (output.data && plan.claim(output.data, dataKey)) make('dataFile', output.data, dataKey);
    if (output.markdown) {
      // llms-full.txt needs every page's Markdown: one not recorded last time is made again.
      const previous = plan.previousMarkdown(output.pathname);
      if (plan.claim(output.markdown, pageKey, previous !== undefined)) make('markdownFile', output.markdown, pageKey);
      else plan.rememberMarkdown(output.pathname, previous!);
    }
    counted(counts, job);
    if (makes(job) || job.stored || job.preview) yield job;
  }
}

/** How many routes a build renders, and how many it links from the store whole (see plannedJobs). */
type Counts = { reused: number; rendered: number };

/** Whether a job makes a file of its page. */
const makes = (job: PageFiles) => Boolean(job.file || job.dataFile || job.markdownFile);

/** Counts a job (or takes it back out of the counts, `by` -1). */
function counted(counts: Counts, job: PrerenderJob, by = 1) {
  if (job.file || job.markdownFile) counts.rendered += by;
  if (!makes(job) && job.stored) counts.reused += by;
}

/** A job whose stored files were gone when its worker staged them (see stageFromStores): made instead, counted so. */
function madeInstead(counts: Counts, job: PrerenderJob): PrerenderJob {
  // Its preview was put in place with the rest of its batch.
  const { stored, preview: _, ...rest } = job;
  const again = { ...rest, ...stored };
  counted(counts, job, -1);
  counted(counts, again);
  return again;
}

/**
 * The jobs planned (`planned`, one after the other) as the workers ask for them, with before them
 * those to make instead of jobs whose stored files a worker `reported` gone when it staged them.
 */
function jobQueue(planned: readonly Iterable<PrerenderJob>[], counts: Counts) {
  /** The jobs whose stored files a worker stages, by route. */
  const staging = new Map<string, PrerenderJob>();
  const added: PrerenderJob[] = [];
  const planning = (function* () {
    for (const jobs of planned)
      for (const job of jobs) {
        if (job.stored) staging.set(job.pathname, job);
        yield job;
      }
  })();
  return {
    jobs: { [Symbol.iterator]: () => ({ next: () => (added.length ? { done: false, value: added.shift()! } : planning.next()) }) },
    reported: (report: BatchDone) => added.push(...(report.unstored ?? []).map((route) => madeInstead(counts, staging.get(route)!))),
  };
}

/** The keys of a page's data file and of its HTML and Markdown (see plannedJobs). */
export function outputKeys(output: Pick<PageOutput, 'pathname' | 'page' | 'key'>, renderKey: string): { dataKey: string; pageKey: string } {
  // The data's key is the data file's key and part of the page's.
  const dataKey = output.key ? contentHash('compiled', output.key, String(output.page.modified)) : contentHash(JSON.stringify(output.page));
  return { dataKey, pageKey: contentHash(renderKey, output.pathname, dataKey) };
}

/** What every page's HTML is rendered with: the bundle's template with its stylesheet inline, and the key of all that rendering reads but the page. */
export function renderSetup(bundle: { clientDir: string; key: string }, settings: SiteSettings): { template: string; renderKey: string } {
  const template = inlineStylesheet(readFileSync(path.join(bundle.clientDir, 'index.html'), 'utf8'), bundle.clientDir);
  return { template, renderKey: contentHash(bundle.key, template, JSON.stringify(settings)) };
}

/**
 * Runs the jobs on the workers, a batch at a time: each worker holds IN_FLIGHT batches and gets
 * the next when it reports one, so all stay busy to the end (one page may list every other, and
 * take as long as hundreds), and only a few batches of pages are copied into a worker at once.
 * `grow` may give another worker (to those running) as jobs are handed out: the work they hold
 * is found as they are planned. `reported` sees each report before the next batch is taken (it
 * may add jobs). If one fails, all are stopped and its error passed on; all are stopped once the
 * jobs are done.
 */
export async function runWorkers(
  started: readonly StartedWorker[],
  template: string,
  jobs: Iterable<PrerenderJob>,
  options: Partial<Pick<PrerenderSetup, 'logo' | 'keptIn' | 'paintsAtOnce' | 'shareShells'>> & {
    store?: PageStore;
    grow?: (workers: number) => StartedWorker | undefined;
    reported?: (report: BatchDone) => void;
  } = {},
): Promise<BatchDone[]> {
  const { store, logo, keptIn, paintsAtOnce, shareShells = Array.isArray(jobs) && jobs.length >= SHARED_SHELLS_FROM, grow, reported } = options;
  const setup: PrerenderSetup = { template, shareShells, store: store?.dir, logo, keptIn, paintsAtOnce };
  const queue = jobs[Symbol.iterator]();
  const reports: BatchDone[] = [];
  const workers = [...started];
  const run = ({ worker, stopped }: StartedWorker): Promise<void> => {
    const done = new Promise<void>((resolve, reject) => {
      /** Batches sent and not reported yet. */
      let sent = 0;
      const giveNext = () => {
        try {
          const batch = taken(queue, BATCH, batchShare);
          if (!batch.length) return sent === 0 && resolve();
          sent++;
          worker.postMessage(
            batch.map(({ page, ...job }): PrerenderTask => {
              if (!makes(job)) return job;
              const embedded = embeddedPage(page);
              return { ...job, pageJson: JSON.stringify(page), ...(embedded !== page && { embeddedJson: JSON.stringify(embedded) }) };
            }),
          );
          // Sent to the worker: the pages' blocks are not needed here again.
          for (const job of batch) forgetMadeParts(job.page);
          const another = grow?.(workers.length);
          if (another) {
            workers.push(another);
            running.push(run(another));
          }
        } catch (error) {
          reject(error as Error); // Data that cannot be made JSON (a bug), or a page that could not be planned: the build's error.
        }
      };
      worker.on('message', (report: BatchDone) => {
        reports.push(report);
        sent--;
        reported?.(report);
        giveNext();
      });
      worker.postMessage(setup);
      for (let batch = 0; batch < IN_FLIGHT; batch++) giveNext();
    });
    return Promise.race([done, stopped]);
  };
  const running: Promise<void>[] = [];
  for (const worker of started) running.push(run(worker));
  try {
    // Until no worker was added while the others ran.
    for (let count = 0; count < running.length;) {
      count = running.length;
      await Promise.all(running);
    }
  } catch (error) {
    // Waited for: a worker stopped mid-batch writes nothing into a staging folder the build then removes.
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
    throw error;
  }
  // Done with their jobs, stopped and not waited for: a worker's teardown (the renderer's heap and
  // modules) took 7 to 13 ms of a one-page rebuild at 10,000 pages, and goes on on its own thread.
  for (const { worker } of workers) void worker.terminate();
  return reports;
}

/**
 * Makes dist/<route>/index.html for every static route and listed template value, the designed
 * 404.html, each route's JSON data, each indexable page's Markdown, and the crawl files: those
 * whose key changed since the last build, staged by the plan. Rendering and writing the pages
 * is split over worker threads (one per core, for large sites): on a slow disk, creating
 * thousands of files is most of the time, and it overlaps well.
 */
export async function prerender(
  site: CompiledSite,
  bundle: { workerFile: string; clientDir: string; key: string },
  plan: OutputPlan,
  /** Pages' outputs made by any build (see PageStore). */
  store: PageStore,
  options: {
    lastmod?: ReadonlyMap<string, string>;
    /** A worker already loading this bundle's renderer (see buildSite), used as the first. */
    started?: StartedWorker;
    /** The site's generated previews, claimed with their pages: the workers paint those no build painted yet (see startPreviews). */
    previews?: BuildPreviews;
  } = {},
): Promise<{ pages: number; rendered: number; reused: number; renderMs: number; llmsParts: [route: string, bytes: number][] }> {
  const { lastmod, previews } = options;
  // Started at once, if not before: loading the renderer takes about as long as finding what to render.
  const workers = [options.started ?? startWorker(bundle.workerFile)];
  const { template, renderKey } = renderSetup(bundle, site.settings);
  const outputs = pageOutputs(site);
  const counts: Counts = { reused: 0, rendered: 0 };
  const planning = plannedJobs(outputs, plan, renderKey, store, previews, counts);
  // Enough to tell how many workers the pages found take; the rest planned as they ask for it.
  const first = taken(planning, PLANNED_FIRST);
  const more = first.length === PLANNED_FIRST;
  // The workers the work found so far takes: pages to render and previews to paint. Staging what
  // the stores hold is little: the first worker does it while this thread plans the rest.
  const taking = (count: number) => count < workersFor(counts.rendered + PREVIEW_WORK * (previews?.painting ?? 0));
  while (taking(workers.length)) workers.push(startWorker(bundle.workerFile));
  const queue = jobQueue([first, planning], counts);
  const rendering = first.length
    ? runWorkers(workers, template, queue.jobs, {
        store,
        logo: previews?.logo,
        keptIn: previews?.keptIn,
        paintsAtOnce: Boolean(previews?.painting),
        // A large site shares them whatever its first pages found to render.
        shareShells: more || counts.rendered >= SHARED_SHELLS_FROM,
        grow: (count) => (taking(count) ? startWorker(bundle.workerFile) : undefined),
        reported: queue.reported,
      })
    : Promise.all(workers.map(({ worker }) => worker.terminate())).then(() => []);
  try {
    // While the workers render.
    for (const template of site.templates) plan.text(...templateData(template));
    plan.text(ROUTE_TABLE_FILE.slice(1), JSON.stringify(routeTableOf(site)));
    for (const [name, content] of Object.entries(crawlFiles(site, lastmod))) plan.text(name, content);
    plan.text('_headers', headersFile(securityHeaders(site.settings, { scriptHashes: inlineScriptHashes(template) })));
  } catch (error) {
    // Not before the workers are done writing into the staged folder, which the build then removes.
    await rendering.catch(() => {});
    throw error;
  }
  const reports = await rendering;
  for (const [route, text] of reports.flatMap((report) => report.markdown)) plan.rememberMarkdown(route, text);
  const llms = llmsFull(site, plan.markdownByRoute());
  plan.text('llms-full.txt', llms.text);
  const { rendered, reused } = counts;
  // The 404 page is made but is not a route.
  return { pages: outputs.length - 1, rendered, reused, renderMs: reports.reduce((sum, report) => sum + report.renderMs, 0), llmsParts: llms.parts };
}
