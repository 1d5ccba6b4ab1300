/**
 * npm run bench:dev -- [--pages N] [--saves S]
 * Starts `npm run dev` (the command it runs, without npm's own start-up) on a throwaway copy of
 * the site with N generated city pages (default 10000) and prints how long it takes to listen
 * and to serve a page's content, then, with one of those pages open in Chromium, how long each
 * of S saves (default 10) takes to show on screen: saves of the page's text, of its title, of an
 * anchor renamed, of the settings (their tagline, in the footer), of a shared item the home page
 * shows, of a mistake (until the overlay names it) and of its fix; and how long after S new city
 * pages are written their data is served, and after they are deleted it is gone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { benchTownFile, cityPage, writeBenchSite } from './bench-city-page.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { median } from './median.ts';
import { SETTLED_MS } from '../src/build/file-stamp.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Math.max(1, Number(args[at + 1]) || fallback) : fallback;
};
const pages = option('--pages', 10000);
const saves = option('--saves', 10);

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const benchRoot = mkdtempSync(path.join(tmpdir(), 'bench-dev-'));
const pagesDir = path.join(benchRoot, 'pages');
writeBenchSite(pagesDir, pages);
const edited = Math.floor(pages / 2);

/** `npm run dev` started on the copy: when it listened, and when it served a page's content (which waits for the first compile). */
async function startDev() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/run-compiled.cjs', 'scripts/dev.ts'], {
    env: { ...process.env, PAGES_DIR: pagesDir, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!/Local:/.test(output)) {
    if (child.exitCode !== null) throw new Error(`The dev server stopped:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const listening = performance.now() - started;
  const url = `http://127.0.0.1:${port}`;
  await (await fetch(`${url}/_data/locations/bench-town-${edited}.json`)).text();
  const content = performance.now() - started;
  // Stopped as a process manager stops it: the dev server closes, and writes its parse cache.
  const stop = () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  return { url, listening, content, stop };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let dev: Awaited<ReturnType<typeof startDev>> | undefined;
try {
  // As a site's files are, older than the time the parse cache waits before it trusts a file's
  // stamp (else every start reads every file again).
  await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
  // The first start parses every file, and keeps what it parsed for the next.
  const first = await startDev();
  await first.stop();
  dev = await startDev();
  const { url } = dev;

  const page = await browser.newPage();
  await page.goto(`${url}/locations/bench-town-${edited}`);
  await page.waitForSelector('h1');
  const file = benchTownFile(pagesDir, edited);
  const original = readFileSync(file, 'utf8');
  // As an editor saves: the whole site's compile that follows an edit has run.
  const afterEdit = () => new Promise((resolve) => setTimeout(resolve, 800));
  const spread = (times: number[]) => {
    const sorted = times.map(Math.round).sort((a, b) => a - b);
    return `median ${median(sorted)} ms (${sorted[0]} to ${sorted.at(-1)} ms)`;
  };
  /** A file saved, and the page open in Chromium that shows it. */
  type Target = { file: string; page: Page };
  const city: Target = { file, page };
  /** Milliseconds from a save of `text` to `mark` on screen (in the error overlay, when `inOverlay`). */
  const timeSave = async ({ file, page }: Target, text: string, mark: string, inOverlay = false) => {
    const saveStarted = performance.now();
    writeFileSync(file, text);
    await page.waitForFunction(
      ([shown, overlay]) =>
        (overlay ? (document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '') : document.title + document.body.textContent).includes(shown),
      [mark, inOverlay] as const,
      { polling: 'raf', timeout: 30_000 },
    );
    const time = performance.now() - saveStarted;
    await afterEdit();
    return time;
  };
  /** Milliseconds from each save (the text `edit` makes of the file, given a mark no save had before) to the mark on screen; the file as it was after. */
  const timeSaves = async (edit: (text: string, mark: string) => string, target = city) => {
    const before = readFileSync(target.file, 'utf8');
    const times: number[] = [];
    for (let save = 0; save < saves; save++) {
      const mark = `Edit ${save} at ${Date.now()}`;
      times.push(await timeSave(target, edit(before, mark), mark));
    }
    writeFileSync(target.file, before);
    await afterEdit();
    return spread(times);
  };
  /** Saves of a mistake (a field no page has, until the overlay names it) each followed by its fix (a text edit, until it shows). */
  const timeMistakesAndFixes = async () => {
    const [mistakes, fixes]: [number[], number[]] = [[], []];
    for (let save = 0; save < saves; save++) {
      const field = `note${save}x${Date.now()}`;
      mistakes.push(
        await timeSave(
          city,
          original.replace(/^title: /m, () => `${field}: x\ntitle: `),
          field,
          true,
        ),
      );
      const mark = `Fixed ${save} at ${Date.now()}`;
      fixes.push(
        await timeSave(
          city,
          original.replace(/^ {4}lead: .*$/m, () => `    lead: ${mark}.`),
          mark,
        ),
      );
    }
    return [spread(mistakes), spread(fixes)];
  };
  /**
   * Milliseconds from each of S new city pages written (or, `removing`, deleted again) to its data
   * served (or gone), asked for every 2 ms.
   */
  const timeAddsOrRemovals = async (removing: boolean) => {
    const times: number[] = [];
    for (let save = 0; save < saves; save++) {
      const index = pages + save;
      const saveStarted = performance.now();
      if (removing) rmSync(benchTownFile(pagesDir, index));
      else writeFileSync(benchTownFile(pagesDir, index), cityPage(index));
      const status = removing ? 404 : 200;
      while ((await fetch(`${url}/_data/locations/bench-town-${index}.json`)).status !== status) await new Promise((resolve) => setTimeout(resolve, 2));
      times.push(performance.now() - saveStarted);
      await afterEdit();
    }
    return spread(times);
  };
  const text = await timeSaves((text, mark) => text.replace(/^ {4}lead: .*$/m, () => `    lead: ${mark}.`));
  const title = await timeSaves((text, mark) => text.replace(/^title: .*$/m, () => `title: ${mark}`));
  const anchored = (text: string, anchor: string) => text.replace(/^ {2}- type: faq$/m, () => `  - type: faq\n    anchor: ${anchor}`);
  // The page has an anchor first, so that each save renames it (no link points at it).
  writeFileSync(file, anchored(original, 'faq'));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const anchor = await timeSaves((_text, mark) =>
    anchored(
      original.replace(/^ {4}lead: .*$/m, () => `    lead: ${mark}.`),
      `faq-${mark.replace(/\D/g, '')}`,
    ),
  );
  writeFileSync(file, original);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // The settings (the tagline every page's footer shows): compiled on their own, the pages' data follows with the whole compile.
  const settings = await timeSaves((text, mark) => text.replace(/^tagline: .*$/m, () => `tagline: ${mark}`), { file: path.join(pagesDir, '_site.yaml'), page });
  // A shared item the home page shows (its first testimonial's role): that page is compiled on its own.
  const home = await browser.newPage();
  await home.goto(url);
  await home.waitForSelector('h1');
  const sharedItem = await timeSaves((text, mark) => text.replace(/^ {2}role: .*$/m, () => `  role: ${mark}`), {
    file: path.join(pagesDir, '_data', 'testimonials.core.yaml'),
    page: home,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [mistake, fix] = await timeMistakesAndFixes();
  writeFileSync(file, original);
  const added = await timeAddsOrRemovals(false);
  const removed = await timeAddsOrRemovals(true);

  console.log(`npm run dev on the site with ${pages} generated city pages, ${saves} saves of each kind:`);
  const startLine = ({ listening, content }: { listening: number; content: number }) =>
    `listening after ${Math.round(listening)} ms, a page's content served after ${Math.round(content)} ms`;
  console.log(`  first start (nothing parsed yet): ${startLine(first)}`);
  console.log(`  started again:                    ${startLine(dev)}`);
  console.log(`  a save of the page's text shows after:  ${text}`);
  console.log(`  a save of its title shows after:        ${title}`);
  console.log(`  a save renaming an anchor shows after:  ${anchor} (no link points at it)`);
  console.log(`  a save of a shared item shows after:    ${sharedItem} (on the home page, which shows it)`);
  console.log(`  a save of the settings shows after:     ${settings} (the footer's tagline)`);
  console.log(`  a mistake shows in the overlay after:   ${mistake}`);
  console.log(`  and its fix shows after:                ${fix}`);
  console.log(`  a page added is served after:           ${added} (its data, asked for every 2 ms)`);
  console.log(`  a page deleted is gone after:           ${removed} (its data answered 404)`);
} finally {
  await browser.close();
  await dev?.stop();
  rmSync(benchRoot, { recursive: true, force: true });
}
