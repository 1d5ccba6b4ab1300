import { chromium } from 'playwright-core';
import { startServer } from './src/server/server.ts';
const server = await startServer({ distDir: 'dist', port: 0, dbPath: '/tmp/qf-shot.sqlite' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${server.url}/get-started`, { waitUntil: 'networkidle' });
  const section = page.locator('section', { has: page.locator('form') });
  await section.getByRole('button', { name: 'Request My Quote' }).click();
  await page.waitForTimeout(300);
  await section.screenshot({ path: `/tmp/qf-${width}.png` });
  await page.close();
}
await browser.close();
await server.close();
