/**
 * One prerender worker: renders its share of the pages and writes their HTML and data files. Bundled
 * by the server build next to entry-server.js (plain Node loads it, no TypeScript loader).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '../../blocks/page.ts';
import { render } from '../entry-server.tsx';
import { fileWriter } from './file-writer.ts';
import { pageMarkdown } from './page-markdown.ts';
import { pageHtml } from './page-html.ts';

export interface PrerenderJob {
  file: string;
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
  pages: number;
  renderMs: number;
  /** Each indexable page's Markdown, by route, for llms-full.txt. */
  markdown: [route: string, markdown: string][];
}

const { template, jobs, siteUrl } = workerData as PrerenderShare;
const write = fileWriter();
let renderMs = 0;
const markdown: PrerenderResult['markdown'] = [];
for (const { file, pathname, page, dataFile, markdownFile } of jobs) {
  const started = performance.now();
  const rendered = render(pathname, page);
  renderMs += performance.now() - started;
  write(file, pageHtml(template, rendered, page));
  if (dataFile) write(dataFile, JSON.stringify(page));
  if (markdownFile) {
    const text = pageMarkdown(rendered.html, siteUrl);
    write(markdownFile, text);
    markdown.push([pathname, text]);
  }
}
parentPort!.postMessage({ pages: jobs.length, renderMs, markdown } satisfies PrerenderResult);
