/**
 * npm run screenshots: pictures of the built site for reviewers who do not build it, written to
 * reports/ as PNG: the home page at 375 px (first screen, and further down with the quick-actions
 * bar) and a portfolio project's dialog at 1280 and 375 px. Uses the system Chromium, like the browser tests.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../src/server/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const dist = path.resolve('dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first.');
  process.exit(1);
}
const reports = path.resolve('reports');
mkdirSync(reports, { recursive: true });

const server = await startServer({ distDir: dist, port: 0, dbPath: path.join(tmpdir(), `screenshots-${process.pid}.sqlite`) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function shoot(route: string, width: number, height: number, act: (page: Page) => Promise<void>) {
  // Reduced motion: sections are shown at once instead of fading in as they scroll by.
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  await context.route(/googletagmanager\.com|google-analytics\.com/, (request) => request.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await act(page);
  await context.close();
}

const save = (name: string) => path.join(reports, name);

try {
  await shoot('/', 375, 800, async (page) => {
    await page.screenshot({ path: save('home-375.png') });
    // Further down, once the hero's booking button has gone: the quick-actions bar is in.
    await page.evaluate(() => scrollTo(0, 1400));
    await page.getByRole('complementary', { name: 'Quick actions' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: save('home-375-scrolled.png') });
  });
  for (const width of [1280, 375]) {
    await shoot('/portfolio', width, 800, async (page) => {
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.decode());
      await page.screenshot({ path: save(`portfolio-dialog-${width}.png`) });
    });
  }
  console.log(`Screenshots written to ${path.relative(process.cwd(), reports)}/`);
} finally {
  await browser.close();
  await server.close();
}
