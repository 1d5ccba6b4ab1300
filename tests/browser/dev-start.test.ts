import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { benchTownFile, cityPage, writeBenchSite } from '../../scripts/bench-city-page.ts';
import { parseCache } from '../../src/build/parse-cache.ts';
import { tempDir } from '../server/http.ts';
import { freePort, runNpm, type NpmProcess } from './dev-process.ts';

/**
 * `npm run dev` on a large site (the project's pages and 2,000 generated city pages, in a
 * throwaway folder given as PAGES_DIR). Each test starts the dev server afresh and changes files
 * just after its first compile: the content folder is watched from before that compile (Vite's
 * own watcher, used before, looked at every file one by one for a moment after it and reported
 * no change to a file it had not looked at yet).
 */
const CITIES = 2000;
let content: ReturnType<typeof tempDir>;
let dev: NpmProcess | undefined;

beforeAll(() => {
  content = tempDir('dev-start-');
  writeBenchSite(content.dir, CITIES);
});

afterEach(async () => {
  await dev?.stop();
  dev = undefined;
});

afterAll(() => content?.remove());

const cityFile = (index: number) => benchTownFile(content.dir, index);

/** Starts `npm run dev` and waits for its first compile (a page's data waits for it): gives a city's data address. */
async function startedDev(): Promise<(index: number) => string> {
  dev = runNpm('dev', { PORT: String(await freePort()), HOST: '127.0.0.1', PAGES_DIR: content.dir });
  const url = (await dev.waitFor(/Local:\s+(http:\S+)/, 90_000))[1]!.replace(/\/$/, '');
  const dataOf = (index: number) => `${url}/_data/locations/bench-town-${index}.json`;
  expect((await fetch(dataOf(0))).status).toBe(200);
  return dataOf;
}

describe('the dev server on a large site', () => {
  it('shows a page saved as soon as it served its first page', { timeout: 120_000 }, async () => {
    const dataOf = await startedDev();
    // Nothing of this copy was read before: the terminal says why the first page takes a moment.
    expect(dev!.output()).toContain('Reading the content files for the first time');
    const saved = CITIES - 1;
    const lead = `Saved the moment the dev server started, at ${Date.now()}.`;
    writeFileSync(
      cityFile(saved),
      readFileSync(cityFile(saved), 'utf8').replace(/^ {4}lead: .*$/m, () => `    lead: ${lead}`),
    );
    await expect.poll(async () => (await fetch(dataOf(saved))).text(), { timeout: 20_000 }).toContain(lead);
  });

  it('stopped with Ctrl+C just after an edit, keeps what it parsed for the next start', { timeout: 120_000 }, async () => {
    await startedDev();
    const template = path.join(content.dir, 'locations', '[citySlug].yaml');
    // The template given values: links may point at the addresses it gains, so the edit is
    // compiled with the whole site before it shows. Its text is then in the parse cache, written a
    // second later, or when the dev server closes.
    const text = `${readFileSync(template, 'utf8')}\npaths: [enid]\n# Edited at ${Date.now()}.\n`;
    const printedBefore = dev!.output().length;
    writeFileSync(template, text);
    await expect.poll(() => dev!.output().slice(printedBefore), { timeout: 20_000 }).toContain(`content update`);
    await dev!.interrupt();
    const cache = parseCache(process.cwd(), content.dir);
    expect(cache.get(cache.keyOf(text))).toBeDefined();
  });

  it('compiles many pages changed at once (a checkout, a search-and-replace) together, not one by one', { timeout: 120_000 }, async () => {
    const dataOf = await startedDev();
    // The start before kept what it read.
    expect(dev!.output()).not.toContain('for the first time');
    const changed = Array.from({ length: 200 }, (_, index) => index);
    const printedBefore = dev!.output().length;
    // A new anchor on each (one page's alone would be shown on its own, many at once are compiled with the whole site).
    for (const index of changed) {
      writeFileSync(
        cityFile(index),
        readFileSync(cityFile(index), 'utf8').replace(/^ {2}- type: faq$/m, () => `  - type: faq\n    anchor: batch-${index}`),
      );
    }
    for (const index of changed) await expect.poll(async () => (await fetch(dataOf(index))).text(), { timeout: 20_000 }).toContain(`batch-${index}`);
    // One by one, that was 200 compiles of the whole site, and as many lines.
    const updates =
      dev!
        .output()
        .slice(printedBefore)
        .match(/content update/g) ?? [];
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.length).toBeLessThan(20);
  });

  it('shows a page added and drops a page deleted as soon as it served its first page', { timeout: 120_000 }, async () => {
    const dataOf = await startedDev();
    const [added, deleted] = [CITIES, CITIES - 2];
    writeFileSync(cityFile(added), cityPage(added));
    rmSync(cityFile(deleted));
    await expect.poll(async () => (await fetch(dataOf(added))).status, { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await fetch(dataOf(deleted))).status, { timeout: 20_000 }).toBe(404);
  });
});
