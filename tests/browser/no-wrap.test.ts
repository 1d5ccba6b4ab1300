import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { useSiteServer, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const route = '/who-we-help/builder-associations';
const blocks = site.pages.find((page) => page.data.route === route)!.data.blocks;
const stats = blocks.find((block) => block.type === 'stats')!.items as { value: string }[];
const heroPoints = blocks.find((block) => block.type === 'hero')!.points as string[];

const server = useSiteServer();

const WIDTHS = [320, 375, 640, 768, 1024, 1280, 1440];

/** How many lines each matching element's text takes, and whether it spills out of its box. */
const layoutOf = (elements: Locator) =>
  elements.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
      const text = range.getBoundingClientRect();
      const parent = element.parentElement!.getBoundingClientRect();
      return { text: element.textContent!.trim(), lines: lines.size, spills: text.left < parent.left - 0.5 || text.right > parent.right + 0.5 };
    }),
  );

describe.each(WIDTHS)('nothing that must stay whole wraps at %i px', (width) => {
  it(`${route}: every figure is on one line, inside its card`, async () => {
    await withPage(`${server.url}${route}`, { width, reducedMotion: 'reduce' }, async ({ page }) => {
      const figures = await layoutOf(page.locator('main dl dd:first-of-type'));
      expect(figures.map((figure) => figure.text)).toEqual(stats.map((stat) => stat.value));
      for (const figure of figures) expect(figure, figure.text).toMatchObject({ lines: 1, spills: false });
      // Figures inside the hero's points ("Parade systems for $1,000–1,500 a year") stay whole too.
      const inPoints = await layoutOf(page.locator('main section').first().locator('li span.whitespace-nowrap'));
      expect(inPoints.length).toBeGreaterThan(0);
      for (const figure of inPoints) {
        expect(heroPoints.some((point) => point.includes(figure.text))).toBe(true);
        expect(figure.lines, figure.text).toBe(1);
      }
    });
  });

  it('the footer: every city name is on one line and clear of its neighbours', async () => {
    await withPage(`${server.url}/`, { width }, async ({ page }) => {
      const cities = page.locator('#root > footer a[href^="/locations/"]');
      expect(await cities.allTextContents()).toEqual(site.settings.footer.cities);
      const boxes = await cities.evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { name: link.textContent!, lines, left, right, top, bottom };
        }),
      );
      const column = await page.locator('#root > footer ul:has(a[href^="/locations/"])').evaluate((list) => list.parentElement!.getBoundingClientRect().right);
      for (const box of boxes) {
        expect(box.lines, box.name).toBe(1);
        expect(box.right, box.name).toBeLessThanOrEqual(Math.max(column, width) + 0.5);
        for (const other of boxes) {
          if (other === box) continue;
          const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          expect(overlaps, `${box.name} / ${other.name}`).toBe(false);
        }
      }
    });
  });
});
