/**
 * One prerender worker: renders its share of the pages, writes their HTML, JSON data and Markdown
 * files, and hands back the Markdown (for llms-full.txt) and its rendering time. The server build
 * bundles it with the app into prerender-worker.js, so plain Node loads it, no TypeScript loader.
 */
import { parentPort } from 'node:worker_threads';
import type { PageData } from '../../blocks/page.ts';
import { render } from '../entry-server.tsx';
import { fileWriter } from './file-writer.ts';
import { pageMarkdown } from './page-markdown.ts';
import { pageHtml } from './page-html.ts';

/** One route, with the files to write for it (those whose inputs changed since the last build). */
export interface PrerenderJob {
  file?: string;
  pathname: string;
  page: PageData;
  /** Where the page's JSON data goes, for the routes the browser navigates to by their own data. */
  dataFile?: string;
  /** Indexable pages only: where the Markdown version of the page goes (/about.md). */
  markdownFile?: string;
}

export interface PrerenderShare {
  template: string;
  jobs: PrerenderJob[];
  siteUrl: string;
}

export interface PrerenderResult {
  renderMs: number;
  /** Each indexable page's Markdown, by route, for llms-full.txt. */
  markdown: [route: string, markdown: string][];
}

// The share comes once the build knows it: the worker is started earlier, to load the renderer meanwhile.
parentPort!.once('message', ({ template, jobs, siteUrl }: PrerenderShare) => {
  const write = fileWriter();
  let renderMs = 0;
  const markdown: PrerenderResult['markdown'] = [];
  for (const { file, pathname, page, dataFile, markdownFile } of jobs) {
    if (dataFile) write(dataFile, JSON.stringify(page));
    if (!file && !markdownFile) continue;
    const started = performance.now();
    const rendered = render(pathname, page);
    renderMs += performance.now() - started;
    if (file) write(file, pageHtml(template, rendered, page));
    if (markdownFile) {
      const text = pageMarkdown(rendered.html, siteUrl);
      write(markdownFile, text);
      markdown.push([pathname, text]);
    }
  }
  parentPort!.postMessage({ renderMs, markdown } satisfies PrerenderResult);
});
