import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { useSiteServer, useTab } from './harness.ts';
import { type Block, blockExpectations } from './page-blocks.ts';

/**
 * The marketing pages as a visitor sees them at 1280 px: each block shows what its YAML lists,
 * in order, laid out as the YAML asks. Everything expected is read from the content, so an
 * editor may add a card or a question without touching this file. Blog, city, quote form and
 * dashboard pages have files of their own.
 */
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;

const ownFiles = /^\/(blog|locations|get-started|seo-dashboard)(\/|$)/;
const marketingPages = site.pages.filter((page) => !ownFiles.test(page.data.route));

const server = useSiteServer();

const { expectBlocksShown, checkActions } = blockExpectations(settings.booking.url);

/** What a route does beyond showing its blocks, checked in the same page load. */
const behaviour: Record<string, (page: Page) => Promise<void>> = {
  async '/services/website-design'(page) {
    // An example without a link shows the not-built-yet toast naming it. Pressed from the keyboard:
    // the fixed header and floating widget can cover it mid-scroll.
    const example = page
      .locator('main li')
      .filter({ has: page.locator('button') })
      .filter({ has: page.locator('h3') })
      .first();
    await example.locator('button').press('Enter');
    await expect.poll(() => page.locator('[data-toast]').first().textContent()).toContain(`You clicked on: ${await example.locator('h3').textContent()}`);
  },
  async '/portfolio'(page) {
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('main').getByRole('button', { name: 'View' }).first().press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.locator('[data-toast]').count()).toBe(0);
  },
  async '/contact'(page) {
    const block = site.pages.find((candidate) => candidate.data.route === '/contact')!.data.blocks.find((candidate) => candidate.type === 'contactCards')!;
    const shown = block.show as string[];
    const main = page.locator('main');
    expect(await main.locator('a[href^="tel:"]').count()).toBe(shown.includes('phone') ? 1 : 0);
    expect(await main.locator(`a[href="mailto:${settings.contact.email}"]`).count()).toBe(shown.includes('email') ? 1 : 0);
    if (shown.includes('hours')) expect(await main.textContent()).toContain(settings.contact.hours);
    await checkActions(main, block as Block);
  },
  async '/image-gallery'(page) {
    const used = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.src === 'string' && typeof record.alt === 'string') used.add(record.src);
        Object.values(record).forEach(collect);
      }
    };
    for (const candidate of [...site.pages, ...site.templates]) collect(candidate.data.blocks.filter((block) => block.type !== 'imageGallery'));
    const gallery = site.pages.flatMap((candidate) => candidate.data.blocks).find((block) => block.type === 'imageGallery')!;
    const links = page.locator('main a[download]', { hasText: gallery.downloadLabel as string });
    expect(new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))).toEqual(used);
    expect(await links.count()).toBe(used.size);
  },
};

describe('marketing pages show what their YAML says', () => {
  // Each page is a direct load, one after another in one tab.
  const tab = useTab({ reducedMotion: 'reduce' });

  it.each(marketingPages.map((page) => [page.data.route, page.data]))('%s', async (route, data) => {
    await tab.visit(`${server.url}${route}`, {}, async ({ page }) => {
      expect(await page.locator('meta[name="robots"]').count()).toBe(data.noindex ? 1 : 0);
      await expectBlocksShown(page, data.blocks);
      await behaviour[route]?.(page);
    });
  });
});
