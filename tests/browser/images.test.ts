import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.ts';
import { photoSite } from '../build/photo-site.ts';
import { closeBrowser, withPage } from './harness.ts';

afterAll(closeBrowser);

describe('a raster image in Chromium', () => {
  it('downloads the smallest AVIF copy that is sharp at the width it is shown', { timeout: 60_000 }, async () => {
    const dist = await photoSite();
    const server = await startServer({ distDir: dist, port: 0, dbPath: path.join(dist, '..', 'leads.sqlite') });
    try {
      // 375 px phone: the hero image spans the screen, so the 480 px copy is enough.
      // 1280 px: the image takes one of two columns (34rem = 544 px), so the 800 px copy.
      for (const [width, expected] of [
        [375, 480],
        [1280, 800],
      ] as const) {
        await withPage(`${server.url}/crew`, { width }, async ({ page }) => {
          const image = page.locator('main img[alt="The crew framing a house"]');
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
            new RegExp(`^/images/variants/crew-[0-9a-f]+-${expected}\\.avif$`),
          );
          const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
          expect(requested.filter((url) => url.includes('crew'))).toEqual([expect.stringMatching(new RegExp(`-${expected}\\.avif$`))]);
        });
      }
    } finally {
      await server.close();
    }
  });
});
