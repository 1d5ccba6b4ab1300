import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { dataFileFor } from '../../src/shared/data-path.ts';
import { useSiteServer, useTab, withPage } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
// Every static route, a generic city page and the not-found page.
const NOT_FOUND = '/no-such-page';
const paths = [...site.pages.map((page) => page.data.route), '/locations/little-rock', NOT_FOUND];

const server = useSiteServer();

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };

/**
 * axe-core on every route at phone and desktop widths: zero violations (WCAG 2.1 A/AA and
 * axe's best practices). Reduced motion keeps every section at rest while it is measured. One
 * page per route is measured at the phone width, then resized to the desktop width and measured
 * again: the layout answers to the width alone, so loading the page twice would only cost time.
 * The same load is every route's phone-width hydration check: the console stays clean throughout
 * (routes.test.ts loads every route at the desktop width). The routes are loaded directly, one
 * after another in one tab: each a new document in which the app starts afresh.
 */
describe('axe at 375 and 1280 px, and a clean console on a phone', () => {
  const tab = useTab({ reducedMotion: 'reduce' });

  it.each(paths.map((path) => [path]))('%s has no violations and hydrates cleanly', async (path) => {
    // The not-found page answers 404 by design, which Chromium logs as an error.
    const expectConsole = path === NOT_FOUND ? [/status of 404/] : [];
    await tab.visit(`${server.url}${path}`, { width: 375, expectConsole }, async ({ page }) => {
      // Injected through the DevTools protocol, which the page's CSP does not govern.
      await page.evaluate(axeSource);
      const violations = async (width: number) => {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize's layout and any state it sets (menus, sticky parts) are in place.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const found = await page.evaluate(() =>
          (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations),
        );
        return found.map(
          (v) =>
            `${width} px ${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
      };
      expect([...(await violations(375)), ...(await violations(1280))]).toEqual([]);
    });
  });
});

/** How much of an element can be seen, in px²: its box cut by every ancestor that clips what overflows it. */
const visibleArea = (locator: Locator) =>
  locator.evaluate((element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let clip = element.parentElement; clip; clip = clip.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(clip);
      const box = clip.getBoundingClientRect();
      if (overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return Math.max(0, right - left) * Math.max(0, bottom - top);
  });

describe('a stats heading hidden with showHeading: false', () => {
  // No page hides one, so a page with a stats block gets it hidden on its way to the browser.
  const { data } = site.pages.find((page) => page.data.route !== '/' && page.data.blocks.some((block) => block.type === 'stats'))!;
  const blocks = data.blocks.map((block) => (block.type === 'stats' ? { ...block, showHeading: false } : block));
  const heading = blocks.find((block) => block.type === 'stats')!.heading as string;

  it('is in the accessibility tree, names its section, and no more than a pixel of it can be seen', async () => {
    await withPage(`${server.url}/`, { reducedMotion: 'reduce' }, async ({ page }) => {
      await page.route(`**${dataFileFor(data.route)}`, (route) => route.fulfill({ json: { ...data, blocks } }));
      await page.evaluate((route) => {
        history.pushState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate'));
      }, data.route);
      const hidden = page.getByRole('heading', { level: 2, name: heading, exact: true });
      await expect.poll(() => hidden.count()).toBe(1);
      expect(await page.getByRole('region', { name: heading, exact: true }).count()).toBe(1);
      expect(await visibleArea(hidden)).toBeLessThanOrEqual(1);
      // Measured alike, the page's other section headings are seen whole.
      const shown = page.locator('main h2').filter({ hasNotText: heading }).first();
      expect(await visibleArea(shown)).toBeGreaterThan(100);
    });
  });
});
