import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBenchSite } from '../../scripts/bench-city-page.ts';
import type { CompiledSite } from '../../src/content/types.ts';
import { OutputPlan } from '../../src/build/output-plan.ts';
import { PageStore } from '../../src/build/page-store.ts';
import { markdownFile } from '../../src/build/markdown-path.ts';
import { dataFile, htmlFile, pageOutputs, prerender } from '../../src/build/prerender.ts';
import type { PrerenderTask } from '../../src/build/prerender-worker.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { inCache, previewCache, previewMaker, startPreviews, type PreviewToPaint } from '../../src/build/social-previews.ts';

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
function prerenderWith(workerCode: string, { of = site!, withPreviews = false, store }: { of?: CompiledSite; withPreviews?: boolean; store?: string } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'prerender-workers-'));
  roots.push(root);
  mkdirSync(path.join(root, 'client'));
  writeFileSync(path.join(root, 'client', 'index.html'), '<html><head><!--app-head--></head><body><!--app-html--><script>start()</script></body></html>');
  const workerFile = path.join(root, 'worker.mjs');
  const log = path.join(root, 'batches.log');
  const go = path.join(root, 'go');
  writeFileSync(workerFile, workerCode.replaceAll('LOG', JSON.stringify(log)).replaceAll('GO', JSON.stringify(go)));
  const plan = new OutputPlan(path.join(root, 'dist'), path.join(root, 'stage'), path.join(root, 'cache'));
  const batches = () =>
    readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            thread: number;
            routes: string[];
            previews?: string[];
            paintedBefore?: PreviewToPaint[];
            jobs?: PrerenderTask[];
            setup?: { logo?: string; paintsAtOnce?: boolean };
          },
      );
  const publicDir = path.resolve('public');
  const previews = withPreviews ? startPreviews(of.settings, publicDir, plan, root, 'test') : undefined;
  return {
    root,
    plan,
    previews,
    /** Lets the workers report their first batch (see WAITING). */
    go: () => writeFileSync(go, ''),
    logged: () => existsSync(log),
    run: () =>
      prerender(of, { workerFile, clientDir: path.join(root, 'client'), key: 'test' }, plan, new PageStore(store ?? path.join(root, 'pages')), { previews }),
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

/**
 * Records what it is set up with, then each batch (its routes, those with a preview to paint,
 * and the previews painted before), and reports each batch only once the test lets it (GO).
 */
const WAITING = `
import { appendFileSync, existsSync } from 'node:fs';
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if (!Array.isArray(message)) return appendFileSync(LOG, JSON.stringify({ setup: { logo: message.logo, paintsAtOnce: message.paintsAtOnce } }) + '\\n');
  const previews = message.filter((job) => job.preview && !job.preview.paintedBefore).map((job) => job.pathname);
  const paintedBefore = message.filter((job) => job.preview?.paintedBefore).map((job) => job.preview);
  appendFileSync(LOG, JSON.stringify({ thread: threadId, routes: message.map((job) => job.pathname), previews, paintedBefore }) + '\\n');
  const waiting = setInterval(() => existsSync(GO) && (clearInterval(waiting), parentPort.postMessage({ renderMs: 0, markdown: [] })), 5);
});
`;

/**
 * Records each batch's jobs and reports each batch done, with the Markdown of its pages; the
 * stored files of the first job it gets that has some, it reports gone.
 */
const GIVING_BACK = `
import { appendFileSync } from 'node:fs';
import { parentPort, threadId } from 'node:worker_threads';
let gave = false;
parentPort.on('message', (message) => {
  if (!Array.isArray(message)) return;
  appendFileSync(LOG, JSON.stringify({ thread: threadId, routes: message.map((job) => job.pathname), jobs: message }) + '\\n');
  const unstored = gave ? [] : message.filter((job) => job.stored).slice(0, 1).map((job) => job.pathname);
  gave ||= unstored.length > 0;
  const markdown = message.filter((job) => job.markdownFile || job.stored?.markdownFile).map((job) => [job.pathname, '# ' + job.pathname]);
  parentPort.postMessage({ renderMs: 0, markdown, unstored });
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

  it('hold the next batch while they work on one, and are done once every batch they were given is reported', async () => {
    const { go, logged, run, batches } = prerenderWith(WAITING);
    let finished = false;
    const running = run().then(() => (finished = true));
    await expect.poll(logged).toBe(true);
    const given = () => batches().filter((batch) => batch.routes);
    // This site's pages take one worker, and more than two batches: it has two before it reports one.
    await expect.poll(() => given().length).toBe(2);
    expect(new Set(given().map((batch) => batch.thread)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([given().length, finished]).toEqual([2, false]);
    go();
    await running;
    expect(given().length).toBeGreaterThan(2);
    const routes = given().flatMap((batch) => batch.routes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/404');
  });

  it('stage the files the store holds, and get a page whose stored files were gone to make', async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'prerender-workers-store-'));
    roots.push(storeDir);
    const made = prerenderWith(GIVING_BACK);
    await made.run();
    // Every file the first build made is kept in the store under its key, as its worker keeps them.
    const store = new PageStore(storeDir);
    for (const { file, dataFile, markdownFile, keys } of made.batches().flatMap((batch) => batch.jobs ?? []))
      for (const [output, key] of [
        [file, keys!.page],
        [dataFile, keys!.data],
        [markdownFile, keys!.page],
      ] as const)
        if (output) writeFileSync(store.stored(key, output), '');

    const { run, batches, plan } = prerenderWith(GIVING_BACK, { store: storeDir });
    const { pages, rendered, reused } = await run();
    const jobs = batches().flatMap((batch) => batch.jobs ?? []);
    // Each route given once to stage, with nothing of its page to make; the one gone, once more.
    const [gone, ...staged] = jobs.filter((job) => job.stored);
    expect(staged.length).toBe(pages);
    for (const job of staged) expect([job.pageJson, job.file, job.dataFile, job.markdownFile]).toEqual([undefined, undefined, undefined, undefined]);
    expect(gone!.stored).toEqual({
      file: plan.staging(htmlFile(gone!.pathname)),
      dataFile: plan.staging(dataFile(gone!.pathname)),
      markdownFile: plan.staging(markdownFile(gone!.pathname)),
    });
    const again = jobs.filter((job) => job.pathname === gone!.pathname && !job.stored);
    expect(again).toEqual([expect.objectContaining({ ...gone!.stored, pageJson: expect.any(String) })]);
    expect(JSON.parse(again[0]!.pageJson!)).toMatchObject({ route: gone!.pathname });
    expect([rendered, reused]).toEqual([1, pages]);
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

  it('get their first pages before the rest are planned, each page with its preview to paint', async () => {
    // More pages than are planned before the workers start.
    const pagesDir = mkdtempSync(path.join(tmpdir(), 'prerender-workers-pages-'));
    roots.push(pagesDir);
    writeBenchSite(pagesDir, 400);
    const { site: large } = compileSiteContent({ root: process.cwd(), pagesDir });
    if (!large) throw new Error('The generated site does not validate.');
    const { root, plan, previews, go, logged, run, batches } = prerenderWith(WAITING, { of: large, withPreviews: true });
    // The previews of the first 300 pages are painted already; the others are to paint.
    const maker = previewMaker(large.settings, path.resolve('public'), 'test');
    const withPreviews = pageOutputs(large).flatMap((output) => {
      const preview = output.previewed ? maker.of(output.page) : undefined;
      return preview ? [{ route: output.pathname, file: preview.file, cached: inCache(previewCache(root), maker, preview).cached }] : [];
    });
    mkdirSync(previewCache(root), { recursive: true });
    for (const { cached } of withPreviews.slice(0, 300)) writeFileSync(cached, '');
    const toPaint = withPreviews.slice(300).map(({ route }) => route);
    expect(toPaint.length).toBeGreaterThan(100);

    const running = run();
    await expect.poll(logged).toBe(true);
    const stagedFirst = plan.stagedCount;
    // A preview painted before goes with its page, for its worker to link from its cached file.
    const { route, file, cached } = withPreviews[0]!;
    const withFirst = batches().find((batch) => batch.routes?.includes(route));
    expect(withFirst?.paintedBefore).toContainEqual(expect.objectContaining({ file: cached, staged: plan.staging(file), paintedBefore: true }));
    go();
    await running;
    // The first pages' outputs were planned; more than a hundred others were not yet.
    expect(plan.stagedCount - stagedFirst).toBeGreaterThan(100);
    const setups = batches().flatMap((line) => line.setup ?? []);
    expect(setups.length).toBeGreaterThan(0);
    // Told the logo from the start, though the first pages had no preview to paint.
    for (const setup of setups) expect(setup).toEqual({ logo: maker.logo, paintsAtOnce: false });
    const painted = batches().flatMap((line) => line.previews ?? []);
    expect(painted.sort()).toEqual(toPaint.sort());
    expect(previews!.painting).toBe(toPaint.length);
  });
});
