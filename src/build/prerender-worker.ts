/**
 * One prerender worker: renders the pages it is given, writes their HTML, JSON data and Markdown
 * files, stages those an earlier build made from their stores (pages' outputs, previews), paints
 * the social previews it is given into their cache (a site's first build paints one per page:
 * most of its time, spread over the workers so), and hands back the Markdown (for llms-full.txt)
 * and its rendering time. The server build
 * bundles it with the app into prerender-worker.cjs, one CommonJS script that plain Node loads, no TypeScript loader.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { PageData } from '../../blocks/page.ts';
import type { PreviewToPaint } from './social-previews.ts';
import { settings } from 'virtual:content';
import { warmUpConverter } from '../../blocks/markdown.ts';
import { renderApp, renderHead } from '../entry-server.tsx';
import { fileWriter, folderMaker, keepAs, replaceFile } from './file-writer.ts';
import { keepInStore, keyedFiles, stageFromStores, type PageFiles, type StoreKeys } from './page-store.ts';
import { pageMarkdown, registerBlockMarkdown } from './page-markdown.ts';
import { pageDocument } from './page-html.ts';
import { pageShellCache } from './shell-cache.ts';
import { rasterizeWithSharp } from './preview-drawer.ts';
import { previewLayout } from './preview-layout.ts';
import { PreviewPainter } from './preview-painter.ts';
import { scriptRunner } from './script-runner.ts';

registerBlockMarkdown(import.meta.glob('/blocks/*/markdown.ts', { eager: true }) as never);
warmUpConverter();
warmUpRenderer();
// What the next workers load, their code cache, once the code every page runs is compiled.
scriptRunner?.keepCodeCache();

/**
 * A worker's first page took about 30 ms longer to render than the next (the code every page
 * runs, the layout's, compiled as it first runs): a page of the site with no blocks is rendered
 * while the worker waits for its first pages, and dropped.
 */
function warmUpRenderer() {
  const page: PageData = {
    route: '/',
    title: settings.brand,
    description: settings.tagline,
    og: { type: 'website' },
    kind: 'website',
    noindex: true,
    breadcrumbs: [],
    blocks: [],
    structuredData: [],
  };
  renderApp('/', page);
  renderHead('/', page);
}

/** One route, with the files to make for it (those whose inputs changed since the last build). */
export interface PrerenderJob extends PageFiles {
  pathname: string;
  page: PageData;
  /** The keys its files are kept under in the store of pages' outputs, when the build keeps them. */
  keys?: StoreKeys;
  /**
   * Its files that the store holds (made by an earlier build under the same keys): staged as
   * second names of the kept ones before anything of the page is made. A build into an empty
   * folder links every page's so: at 10,039 pages, 30,000 links, 10,000 folders and 10,000
   * Markdown texts read took the build's own thread about 0.9 s.
   */
  stored?: PageFiles;
  /** Its social preview, when it changed: what it shows, and the cached file an earlier build painted it into or to paint it into (see social-previews.ts). */
  preview?: PreviewToPaint;
}

/**
 * A job as the worker gets it: the page as the JSON its data file holds, and its HTML unless it
 * carries less (`embeddedJson`: the SEO dashboard of a large site carries its first rows). The SEO
 * dashboard's data holds every page: copied as an object (serialized in the build's thread,
 * read back in the worker) and then made JSON in the worker, at 10,000 pages it kept a one-page
 * rebuild about 25 ms longer than made JSON once and read back. The page is rendered from what
 * it reads back, as the browser hydrates it.
 */
export type PrerenderTask = Omit<PrerenderJob, 'page'> & {
  /** None when the job makes no file of the page. */
  pageJson?: string;
  /** The page as its HTML carries it, when that is less than its data file holds (see embeddedPage): what it is rendered from. */
  embeddedJson?: string;
};

/** What every job of a build shares, sent to each worker once. */
export interface PrerenderSetup {
  template: string;
  /** Many pages to render: their header and footer are made once per kind of page (see shellCache). */
  shareShells: boolean;
  /** The store of pages' outputs each made file is kept in (see PageStore); none in a one-page rebuild. */
  store?: string;
  /** The site's logo (an SVG file's text), when there may be previews to paint. */
  logo?: string;
  /** The file the painter keeps its drawings in between builds (see KeptDrawings), when there may be previews to paint. */
  keptIn?: string;
  /** Previews are among the first pages: the painter is made ready at once (HarfBuzz loaded, the frame read as kept, or drawn with sharp loaded). */
  paintsAtOnce?: boolean;
}

/**
 * Previews to paint before any page: a one-page rebuild's, sent as soon as it knows them (its
 * worker waits for its pages while the pages that list the edited one are compiled).
 */
export interface PaintFirst {
  paintFirst: PreviewToPaint[];
  /** The site's logo (an SVG file's text), which the previews show. */
  logo: string;
  /** The file the painter keeps its drawings in between builds (see KeptDrawings). */
  keptIn: string;
}

/** What a worker reports after each batch: the time it spent rendering, and the Markdown of the batch's indexable pages. */
export interface BatchDone {
  renderMs: number;
  /** Each indexable page's Markdown, by route, for llms-full.txt. */
  markdown: [route: string, markdown: string][];
  /** The routes whose stored files were gone (see stageFromStores): nothing of them was made. */
  unstored?: string[];
}

/**
 * The worker is started before the build knows what to render, to load the renderer meanwhile.
 * It gets the setup, then one small batch of jobs at a time, and asks for the next by reporting
 * the last: a worker is never left idle while the other still has a long queue (one page may
 * list every other), and only a batch of pages is ever copied into it at once.
 */
let setup: PrerenderSetup | undefined;
let painter: { logo: string; painter: PreviewPainter } | undefined;
/** The previews given so far, painted one batch after the other: each batch is reported once they are all painted. */
let painting: Promise<void> = Promise.resolve();
const makeFolder = folderMaker();
const write = fileWriter(makeFolder);
const shell = pageShellCache();

/** The painter of previews that show this logo: its frame made ready (drawn and sharp loaded, unless kept) at once, while pages render. */
const painterOf = (logo: string, keptIn: string) =>
  painter?.logo === logo
    ? painter.painter
    : (painter = { logo, painter: new PreviewPainter(previewLayout(settings, logo), rasterizeWithSharp, keptIn).prepare() }).painter;

function paintInto(previews: readonly PreviewToPaint[], logo: string, keptIn: string) {
  const paintedBy = painterOf(logo, keptIn);
  painting = painting.then(async () => {
    const pngs = await paintedBy.paint(previews.map(({ title, section }) => [title, section]));
    // The cache's folder, made by what writes into it (a site's first build, or the cache removed).
    for (const folder of new Set(previews.map(({ file }) => path.dirname(file)))) mkdirSync(folder, { recursive: true });
    previews.forEach(({ file, staged }, at) => {
      if (!staged) return replaceFile(file, Buffer.concat(pngs[at]!));
      write(staged, pngs[at]!);
      keepAs(staged, file);
    });
    await paintedBy.keep();
  });
}

parentPort!.on('message', async (message: PrerenderSetup | PaintFirst | PrerenderTask[]) => {
  if ('paintFirst' in message) return paintInto(message.paintFirst, message.logo, message.keptIn);
  if (!Array.isArray(message)) {
    setup = message;
    if (setup.logo !== undefined && setup.keptIn !== undefined && setup.paintsAtOnce) painterOf(setup.logo, setup.keptIn);
    return;
  }
  const { template, shareShells, store, logo, keptIn } = setup!;
  let renderMs = 0;
  const markdown: BatchDone['markdown'] = [];
  const unstored: string[] = [];
  const previews: PreviewToPaint[] = [];
  for (const task of message) {
    const { file, pathname, pageJson, embeddedJson, dataFile, markdownFile, keys } = task;
    const staged = stageFromStores(task, store, makeFolder);
    if (staged.toPaint) previews.push(staged.toPaint);
    if (staged.unstored) {
      unstored.push(pathname);
      continue;
    }
    if (staged.markdown !== undefined) markdown.push([pathname, staged.markdown]);
    if (pageJson === undefined) continue;
    // Rendered from what its HTML carries, as the browser hydrates it, and its Markdown too (the page as it opens).
    const page = JSON.parse(embeddedJson ?? pageJson) as PageData;
    if (dataFile) write(dataFile, pageJson);
    if (file) {
      const started = performance.now();
      const html = shareShells ? shell.render(pathname, (leftOut) => renderApp(pathname, page, leftOut)) : renderApp(pathname, page);
      const rendered = { html, head: renderHead(pathname, page) };
      renderMs += performance.now() - started;
      write(file, pageDocument(template, rendered, embeddedJson ?? pageJson));
    }
    if (markdownFile) {
      const text = pageMarkdown(page, settings);
      write(markdownFile, text);
      markdown.push([pathname, text]);
    }
    if (store && keys) keepInStore(store, keyedFiles({ file, dataFile, markdownFile }, keys));
  }
  if (previews.length) paintInto(previews, logo!, keptIn!);
  // A failure painting stops the worker (an unhandled rejection), which stops the build with its error.
  await painting;
  parentPort!.postMessage({ renderMs, markdown, unstored } satisfies BatchDone);
});
