import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { fullTitle } from '../../src/shared/search-limits.ts';
import { fillTemplateParam } from '../../src/shared/template-params.ts';
import { slugify } from '../../src/shared/slug.ts';
import { useSiteServer, useTab, withPage } from './harness.ts';
import { blockExpectations } from './page-blocks.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;
const { expectBlocksShown } = blockExpectations(settings.booking.url);

const cities = settings.footer.cities.map((name) => {
  const page = site.pages.find((candidate) => candidate.data.route === `/locations/${slugify(name)}`);
  const faq = page?.data.blocks.find((block) => block.type === 'faq');
  return { name, slug: slugify(name), page, faqCount: (faq?.items as unknown[] | undefined)?.length ?? 0 };
});
/** Two cities with questions: a client navigation starts at one and comes back to the other. */
const [startCity, returnCity] = cities.filter((city) => city.faqCount > 1);

/** The template page every other slug gets, filled in for one slug as the browser fills it. */
const template = site.templates.find((page) => page.data.route.startsWith('/locations/'))!;
const genericPage = (slug: string) => fillTemplateParam(template.data, template.template!.param, slug);

const server = useSiteServer();

const visit = (path: string, check: (page: Page) => Promise<void>) => withPage(`${server.url}${path}`, {}, (opened) => check(opened.page));

const robots = (page: Page) => page.locator('head meta[name="robots"]');

/** Moves inside the app the way a router link does, without reloading the document. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the footer cities', () => {
  it('each have a page', () => {
    for (const city of cities) expect(city.page, city.slug).toBeDefined();
  });

  describe('each loaded directly, one after another in one tab', () => {
    const tab = useTab();

    it.each(cities.map((city) => [city.slug, city]))('/locations/%s shows its blocks, is indexed, and opens one answer at a time', async (_slug, city) => {
      await tab.visit(`${server.url}/locations/${city.slug}`, {}, async ({ page }) => {
        expect(await page.title()).toBe(fullTitle(city.page!.data.title, settings.brand));
        expect(await robots(page).count()).toBe(0);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.locator('h1').textContent()).toContain(city.name);
        await expectBlocksShown(page, city.page!.data.blocks);
        if (city.faqCount < 2) return;
        const items = page.locator('main details');
        await items.nth(0).locator('summary').click();
        await items.nth(1).locator('summary').click();
        await expect.poll(() => items.evaluateAll((all) => all.filter((item) => (item as HTMLDetailsElement).open).length)).toBe(1);
      });
    });
  });
});

describe('any other city slug', () => {
  /** The city name, title-cased from the slug, in the h1 and the title. */
  async function generic(page: Page, slug: string, city: string) {
    await expect.poll(() => page.locator('h1').textContent()).toContain(city);
    await expect.poll(() => page.title()).toBe(fullTitle(genericPage(slug).title, settings.brand));
  }

  async function expectGenericPage(page: Page, slug: string, city: string) {
    await generic(page, slug, city);
    expect(await robots(page).getAttribute('content')).toBe('noindex, nofollow');
    await expectBlocksShown(page, genericPage(slug).blocks);
  }

  it('renders the generic page on a direct load, with the city name from the slug', async () => {
    await visit('/locations/little-rock', (page) => expectGenericPage(page, 'little-rock', 'Little Rock'));
  });

  it('capitalises each word of a longer slug', async () => {
    await visit('/locations/north-little-rock', (page) => generic(page, 'north-little-rock', 'North Little Rock'));
  });

  it('renders it on client navigation too, from a named city and between generic cities', async () => {
    await visit(`/locations/${startCity!.slug}`, async (page) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await navigateInApp(page, '/locations/little-rock');
      await expectGenericPage(page, 'little-rock', 'Little Rock');
      await navigateInApp(page, '/locations/santa-fe');
      await expectGenericPage(page, 'santa-fe', 'Santa Fe');
      // Back to a named city through the footer: indexed again, with its FAQ.
      await page.locator(`footer a[href="/locations/${returnCity!.slug}"]`).click();
      await page.waitForURL(`**/locations/${returnCity!.slug}`);
      await expect.poll(() => page.locator('main details').count()).toBe(returnCity!.faqCount);
      expect(await robots(page).count()).toBe(0);
      // One document all along: no full reload happened.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });
  });
});
