import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputPlan } from '../../src/build/output-plan.ts';
import { PageStore } from '../../src/build/page-store.ts';
import { prerender } from '../../src/build/prerender.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');

const roots: string[] = [];
afterEach(() => {
  while (roots.length) rmSync(roots.pop()!, { recursive: true, force: true });
});

/**
 * Prerenders the real site with a worker of the test's own in place of the renderer (the
 * orchestration is what is tested: which pages go where, and what a failing worker does).
 */
function prerenderWith(workerCode: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'prerender-workers-'));
  roots.push(root);
  mkdirSync(path.join(root, 'client'));
  writeFileSync(path.join(root, 'client', 'index.html'), '<html><head><!--app-head--></head><body><!--app-html--><script>start()</script></body></html>');
  const workerFile = path.join(root, 'worker.mjs');
  writeFileSync(workerFile, workerCode.replaceAll('LOG', JSON.stringify(path.join(root, 'batches.log'))));
  const plan = new OutputPlan(path.join(root, 'dist'), path.join(root, 'stage'), path.join(root, 'cache'));
  const batches = () =>
    readFileSync(path.join(root, 'batches.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { thread: number; routes: string[] });
  return {
    run: () => prerender(site!, { workerFile, clientDir: path.join(root, 'client'), key: 'test' }, plan, new PageStore(path.join(root, 'pages'))),
    batches,
  };
}

/** Records each batch it gets (its thread and routes), then reports it done. */
const RECORDING = `
import { appendFileSync } from 'node:fs';
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if (!Array.isArray(message)) return;
  appendFileSync(LOG, JSON.stringify({ thread: threadId, routes: message.map((job) => job.pathname) }) + '\\n');
  parentPort.postMessage({ renderMs: 0, markdown: [] });
});
`;

describe('prerender workers', () => {
  it('get every page once, in small batches, the pages that list the others first', async () => {
    const { run, batches } = prerenderWith(RECORDING);
    await run();
    const given = batches().flatMap((batch) => batch.routes);
    // Every static page, every listed value of a template page and the not-found page, each once.
    const templateValues = site.templates.reduce((sum, page) => sum + page.template!.values.length, 0);
    expect(given).toHaveLength(site.pages.length + templateValues + 1);
    expect(new Set(given).size).toBe(given.length);
    for (const page of site.pages) expect(given, page.data.route).toContain(page.data.route);
    const listing = site.pages.filter((page) => page.lists).map((page) => page.data.route);
    expect(listing.length).toBeGreaterThan(0);
    expect(given.slice(0, listing.length).sort()).toEqual([...listing].sort());
    expect(Math.max(...batches().map((batch) => batch.routes.length))).toBeLessThan(given.length / 2);
  });

  it.each([
    [
      'throws on its first batch',
      `parentPort.on('message', (m) => { if (Array.isArray(m)) throw new Error('render broke on ' + m[0].pathname); });`,
      /render broke on \//,
    ],
    [
      'stops half-way',
      `let seen = 0; parentPort.on('message', (m) => { if (!Array.isArray(m)) return; if (++seen === 3) process.exit(3); parentPort.postMessage({ renderMs: 0, markdown: [] }); });`,
      /stopped with exit code 3/,
    ],
    ['cannot load', `import './no-such-module.mjs';`, /no-such-module/],
  ])('stop the build with the error of a worker that %s', async (_, body, error) => {
    const { run } = prerenderWith(`import { parentPort } from 'node:worker_threads';\n${body}\n`);
    await expect(run()).rejects.toThrow(error);
  });
});
