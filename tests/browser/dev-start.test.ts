import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityPage } from '../../scripts/bench-city-page.ts';
import { tempDir } from '../server/http.ts';
import { freePort, runNpm, type NpmProcess } from './dev-process.ts';

/**
 * `npm run dev` on a large site (the project's pages and 2,000 generated city pages, in a
 * throwaway folder given as PAGES_DIR). Its watcher looks at every file once when it starts, for
 * a moment after the site's first compile, and reports no change to a file it has not looked at yet.
 */
const CITIES = 2000;
let content: ReturnType<typeof tempDir>;
let dev: NpmProcess;
let url: string;

beforeAll(async () => {
  content = tempDir('dev-start-');
  cpSync('pages', content.dir, { recursive: true });
  for (let index = 0; index < CITIES; index++) writeFileSync(path.join(content.dir, 'locations', `bench-town-${index}.yaml`), cityPage(index));
  dev = runNpm('dev', { PORT: String(await freePort()), HOST: '127.0.0.1', PAGES_DIR: content.dir });
  url = (await dev.waitFor(/Local:\s+(http:\S+)/, 90_000))[1]!.replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  try {
    await dev?.stop();
  } finally {
    content?.remove();
  }
});

describe('the dev server on a large site', () => {
  it('shows a page saved as soon as it served its first page, before its watcher has looked at that file', async () => {
    const data = `${url}/_data/locations/bench-town-${CITIES - 1}.json`;
    // The first request waits for the site's first compile: the page is saved just after it.
    expect((await fetch(data)).status).toBe(200);
    const file = path.join(content.dir, 'locations', `bench-town-${CITIES - 1}.yaml`);
    const lead = `Saved the moment the dev server started, at ${Date.now()}.`;
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^ {4}lead: .*$/m, () => `    lead: ${lead}`),
    );
    await expect.poll(async () => (await fetch(data)).text(), { timeout: 20_000 }).toContain(lead);
  });
});
