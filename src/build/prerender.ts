import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompiledSite } from '../content/types.ts';
import { dataFileFor } from '../shared/data-path.ts';
import { fillTemplateParam } from '../shared/template-params.ts';
import { headersFile, securityHeaders } from '../shared/security-headers.ts';
import { inlineScriptHashes } from './bootstrap-script.ts';
import { crawlFiles, llmsFull } from './crawl-files.ts';
import { fileWriter } from './file-writer.ts';
import { markdownFile } from './page-markdown.ts';
import type { PrerenderJob, PrerenderResult, PrerenderShare } from './prerender-worker.ts';

/** Pages per worker below which another worker costs more to start than it saves. */
const PAGES_PER_WORKER = 200;

/**
 * The stylesheet goes inline: it is small (about 7 KB gzip) and render-blocking, so inlining
 * saves a round trip before the first paint. Block chunks are deliberately not preloaded: on
 * a slow phone connection they would compete with the HTML and delay the first paint, while
 * hydration can wait a moment (everything is already visible).
 */
function inlineStylesheet(template: string, outDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_, href: string) => {
    const css = readFileSync(path.join(outDir, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * Every HTML file to write: each static route and the 404 page (with their JSON data), and each
 * listed template value (whose data the browser derives from the template's).
 */
function prerenderJobs(site: CompiledSite, outDir: string): PrerenderJob[] {
  const htmlFile = (pathname: string) => path.join(outDir, pathname, 'index.html');
  const dataFile = (route: string) => path.join(outDir, dataFileFor(route));
  return [
    ...site.pages.map(({ data }) => ({
      file: htmlFile(data.route),
      pathname: data.route,
      page: data,
      dataFile: dataFile(data.route),
      ...(data.noindex ? {} : { markdownFile: path.join(outDir, markdownFile(data.route)) }),
    })),
    ...site.templates.flatMap(({ data, template: info }) =>
      (info?.values ?? []).map((value) => {
        const pathname = data.route.replace(/\[\w+\]$/, () => value);
        return { file: htmlFile(pathname), pathname, page: fillTemplateParam(data, info!.param, value) };
      }),
    ),
    { file: path.join(outDir, '404.html'), pathname: '/404', page: site.notFound.data, dataFile: dataFile(site.notFound.data.route) },
  ];
}

/** Runs the workers; if one fails, the others are stopped before the error is passed on. */
async function runWorkers(workerFile: string, shares: PrerenderShare[]): Promise<PrerenderResult[]> {
  const workers = shares.map((share) => new Worker(workerFile, { workerData: share }));
  const finished = workers.map(
    (worker) =>
      new Promise<PrerenderResult>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (code !== 0) reject(new Error(`A prerender worker stopped with exit code ${code}.`));
        });
      }),
  );
  try {
    return await Promise.all(finished);
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
}

/**
 * Writes dist/<route>/index.html for every static route and listed template value, the
 * designed 404.html, each route's JSON data, each indexable page's Markdown, and the crawl files. Rendering and writing the
 * pages is split over worker threads (one per core, for large sites): on a slow disk, creating
 * thousands of files is most of the time, and it overlaps well.
 */
export async function prerender(
  site: CompiledSite,
  workerFile: string,
  outDir: string,
  lastmod?: ReadonlyMap<string, string>,
): Promise<{ pages: number; renderMs: number }> {
  const template = inlineStylesheet(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
  const jobs = prerenderJobs(site, outDir);
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / PAGES_PER_WORKER)));
  const shares = Array.from({ length: workers }, (_, index) => ({ template, siteUrl: site.settings.siteUrl, jobs: jobs.filter((_, at) => at % workers === index) }));

  const write = fileWriter();
  for (const { data } of site.templates) write(path.join(outDir, dataFileFor(data.route)), JSON.stringify(data));
  write(
    path.join(outDir, '_data/routes.json'),
    JSON.stringify({ routes: site.pages.map((page) => page.data.route), templates: site.templates.map((page) => page.data.route) }),
  );
  for (const [name, content] of Object.entries(crawlFiles(site, lastmod))) write(path.join(outDir, name), content);
  write(path.join(outDir, '_headers'), headersFile(securityHeaders(site.settings, { scriptHashes: inlineScriptHashes(template) })));

  const results = await runWorkers(workerFile, shares);
  write(path.join(outDir, 'llms-full.txt'), llmsFull(site, new Map(results.flatMap((result) => result.markdown))));
  // The 404 page is written but is not a route.
  return { pages: jobs.length - 1, renderMs: results.reduce((sum, result) => sum + result.renderMs, 0) };
}
