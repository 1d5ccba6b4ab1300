import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { fullTitle } from '../../src/shared/search-limits.ts';
import { slugify } from '../../src/shared/slug.ts';
import { useSiteServer, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;
const booking = settings.booking.url;

const cities = settings.footer.cities.map((name) => {
  const page = site.pages.find((candidate) => candidate.data.route === `/locations/${slugify(name)}`);
  const faq = page?.data.blocks.find((block) => block.type === 'faq');
  return { name, slug: slugify(name), page, faqCount: (faq?.items as unknown[] | undefined)?.length ?? 0 };
});
// The spec's eight service tiles; some pages say "Paid Advertising" or "Review & Reputation Management".
const TILES = [/Website Design & Development/, /SEO & AEO/, /Paid Ad/, /AI Development & CRM Automation/, /Google Business Profile Optimization/, /Reputation Management/, /Referral Partner Campaigns/, /Home Parade Systems & Promotion/];

const server = useSiteServer();

const visit = (path: string, check: (page: Page) => Promise<void>) => withPage(`${server.url}${path}`, {}, (opened) => check(opened.page));

// Top-level sections, whether hydrated or kept as static HTML (wrapped in [data-block]).
const sections = (page: Page) => page.locator('main > section, main > [data-block] > section');
const robots = (page: Page) => page.locator('head meta[name="robots"]');

/** Moves inside the app the way a router link does, without reloading the document. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('the nine city pages', () => {
  it('exist for every footer city', () => {
    expect(cities.map((city) => city.slug)).toEqual(['oklahoma-city', 'tulsa', 'norman', 'wichita', 'overland-park', 'kansas-city', 'dallas', 'fort-worth', 'houston']);
    for (const city of cities) expect(city.page, city.slug).toBeDefined();
  });

  it.each(cities.map((city) => [city.slug, city]))('/locations/%s has its sections, indexed', async (_slug, city) => {
    await visit(`/locations/${city.slug}`, async (page) => {
      expect(await page.title()).toBe(fullTitle(city.page!.data.title, settings.brand));
      expect(await robots(page).count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      const hero = sections(page).first();
      expect(await hero.locator('h1').count()).toBe(1);
      expect(await hero.locator(`a[href="${booking}"]`).count()).toBeGreaterThan(0);
      // Web development and automation, with its image.
      const web = sections(page).filter({ hasText: /Web Development & Automation/i }).first();
      expect(await web.locator('img').count()).toBe(1);
      // Why choose us: the eight service tiles, as the page's serviceTiles block lists them.
      const block = city.page!.data.blocks.find((candidate) => candidate.type === 'serviceTiles') as unknown as { heading: string; items: { title: string }[] };
      const tiles = await sections(page).filter({ has: page.getByRole('heading', { level: 2, name: block.heading, exact: true }) }).locator('h3').allTextContents();
      expect(tiles).toEqual(block.items.map((tile) => tile.title));
      expect(tiles).toHaveLength(8);
      TILES.forEach((tile, index) => expect(tiles[index], `${city.slug} tile ${index + 1}`).toMatch(tile));
      // One testimonial, attributed anonymously: a kind of business, not a person's name.
      expect(await page.locator('main blockquote').count()).toBe(1);
      const testimonial = city.page!.data.blocks.find((block) => block.type === 'testimonials')!.items as { author: string }[];
      expect(testimonial[0]!.author).toMatch(/(builder|contractor|remodeler)$/i);
      expect(await page.locator('main figcaption').textContent()).toContain(testimonial[0]!.author);
      expect(await sections(page).last().locator(`a[href="${booking}"]`).count()).toBeGreaterThan(0);
    });
  });

  it.each(cities.filter((city) => city.faqCount > 0).map((city) => [city.slug, city]))('/locations/%s shows its FAQ, one answer open at a time', async (_slug, city) => {
    await visit(`/locations/${city.slug}`, async (page) => {
      const items = page.locator('main details');
      expect(await items.count()).toBe(city.faqCount);
      await items.nth(0).locator('summary').click();
      await items.nth(1).locator('summary').click();
      await expect.poll(() => items.evaluateAll((all) => all.filter((item) => (item as HTMLDetailsElement).open).length)).toBe(1);
    });
  });

  it('has 14 questions for Oklahoma City, Tulsa and Norman, and about 14 elsewhere', () => {
    for (const city of cities) {
      if (['oklahoma-city', 'tulsa', 'norman'].includes(city.slug)) expect(city.faqCount, city.slug).toBe(14);
      else if (city.slug !== 'houston') expect(city.faqCount, city.slug).toBeGreaterThanOrEqual(12);
    }
  });

  it('leaves out the FAQ section of Houston, whose list is empty', async () => {
    expect(cities.find((city) => city.slug === 'houston')!.faqCount).toBe(0);
    await visit('/locations/houston', async (page) => {
      expect(await page.locator('main details').count()).toBe(0);
      expect(await page.locator('main h2', { hasText: /question/i }).count()).toBe(0);
    });
  });
});

describe('any other city slug', () => {
  async function generic(page: Page, city: string) {
    await expect.poll(() => page.locator('h1').textContent()).toContain(city);
    await expect.poll(() => page.title()).toBe(fullTitle(`Builder Marketing in ${city}`, settings.brand));
  }

  async function expectGenericPage(page: Page, city: string) {
    await generic(page, city);
    expect(await robots(page).getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('main h3').allTextContents()).toEqual(['Website Design for Builders', `Local SEO for ${city} Contractors`, 'Reputation Management']);
    const why = sections(page).filter({ has: page.locator('h2', { hasText: 'Why Choose' }) });
    expect(await why.locator('li').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Explore All Services' }).getAttribute('href')).toBe('/services');
    expect(await page.locator(`main a[href="${booking}"]`).count()).toBeGreaterThanOrEqual(2);
  }

  it('renders the generic page on a direct load, with the city name from the slug', async () => {
    await visit('/locations/little-rock', (page) => expectGenericPage(page, 'Little Rock'));
  });

  it('capitalises each word of a longer slug', async () => {
    await visit('/locations/north-little-rock', (page) => generic(page, 'North Little Rock'));
  });

  it('renders it on client navigation too, from a named city and between generic cities', async () => {
    await visit('/locations/tulsa', async (page) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await navigateInApp(page, '/locations/little-rock');
      await expectGenericPage(page, 'Little Rock');
      await navigateInApp(page, '/locations/santa-fe');
      await expectGenericPage(page, 'Santa Fe');
      // Back to a named city through the footer: indexed again, with its FAQ.
      await page.locator('footer a[href="/locations/norman"]').click();
      await page.waitForURL('**/locations/norman');
      await expect.poll(() => page.locator('main details').count()).toBe(14);
      expect(await robots(page).count()).toBe(0);
      // One document all along: no full reload happened.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });
  });
});
