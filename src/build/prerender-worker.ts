/**
 * One prerender worker: renders its share of the pages and writes their HTML and data files. Bundled
 * by the server build next to entry-server.js (plain Node loads it, no TypeScript loader).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '../content/types.ts';
import { render } from '../entry-server.tsx';
import { fileWriter } from './file-writer.ts';
import { pageHtml } from './page-html.ts';

export interface PrerenderJob {
  file: string;
  pathname: string;
  page: PageData;
  /** Where the page's JSON data goes, for the routes the browser navigates to by their own data. */
  dataFile?: string;
}

export interface PrerenderShare {
  template: string;
  jobs: PrerenderJob[];
}

export interface PrerenderResult {
  pages: number;
  renderMs: number;
}

const { template, jobs } = workerData as PrerenderShare;
const write = fileWriter();
let renderMs = 0;
for (const { file, pathname, page, dataFile } of jobs) {
  const started = performance.now();
  const rendered = render(pathname, page);
  renderMs += performance.now() - started;
  write(file, pageHtml(template, rendered, page));
  if (dataFile) write(dataFile, JSON.stringify(page));
}
parentPort!.postMessage({ pages: jobs.length, renderMs } satisfies PrerenderResult);
