import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viteConfig } from '../../src/build/vite-config.ts';
import { closeBrowser, openPage } from './harness.ts';

/** npm run dev against a throwaway copy of the pages: edits apply in place, errors show located. */
let server: ViteDevServer;
let pagesDir: string;
let url: string;

beforeAll(async () => {
  pagesDir = path.join(mkdtempSync(path.join(tmpdir(), 'dev-')), 'pages');
  cpSync('pages', pagesDir, { recursive: true });
  server = await createServer({ ...viteConfig({ root: process.cwd(), pagesDir }), configFile: false, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});
afterAll(async () => {
  await server.close();
  await closeBrowser();
  rmSync(path.dirname(pagesDir), { recursive: true, force: true });
});

describe('dev server', () => {
  it('updates the page in place on a YAML edit, shows a located error for a bad edit, and recovers', async () => {
    const file = path.join(pagesDir, 'contact.yaml');
    const original = readFileSync(file, 'utf8');
    const opened = await openPage(`${url}/contact`);
    try {
      const h1 = opened.page.locator('h1');
      await expect.poll(() => h1.textContent(), { timeout: 20_000 }).toBe("Let's Get Started On Your Project");
      await opened.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

      writeFileSync(file, original.replace("Let's Get Started On Your Project", 'Edited While Running'));
      await expect.poll(() => h1.textContent(), { timeout: 20_000 }).toBe('Edited While Running');

      writeFileSync(file, original.replace(/^title:/m, 'titel:'));
      const overlay = opened.page.locator('vite-error-overlay');
      await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
      const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
      expect(message).toMatch(/contact\.yaml:\d+:\d+ {2}titel: Unknown field "titel"\. Did you mean "title"\?/);

      writeFileSync(file, original);
      await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => h1.textContent(), { timeout: 20_000 }).toBe("Let's Get Started On Your Project");
      // All in one document: no restart, no full reload.
      expect(await opened.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    } finally {
      await opened.close();
    }
  });
});
