import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { openPage, useSiteServer, waitForApp, type OpenedPage } from './harness.ts';

/**
 * The marketing pages as a visitor sees them, against the counts the specification requires.
 * Blocks are found by their heading, so copy can change freely while the counts stay pinned.
 */
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const blocksOf = (route: string) => site.pages.find((page) => page.data.route === route)!.data.blocks;

const server = useSiteServer();
let opened: OpenedPage;

async function visit(route: string): Promise<Page> {
  opened = await openPage(`${server.url}${route}`, { reducedMotion: 'reduce' });
  await waitForApp(opened.page);
  return opened.page;
}
async function done() {
  expect(opened.problems).toEqual([]);
  await opened.close();
}

/** The section of the nth block of a type on the route, located by its visible heading. */
function section(page: Page, route: string, type: string, nth = 0): Locator {
  const block = blocksOf(route).filter((candidate) => candidate.type === type)[nth] as { heading: string } | undefined;
  if (!block) throw new Error(`${route} has no ${type} block #${nth}`);
  return page.locator('main section').filter({ has: page.getByRole('heading', { name: block.heading, exact: true }) }).first();
}
const cardCount = (area: Locator) => area.locator('h3').count();

describe('page counts from the specification', () => {
  it('home: audience cards, three steps, three services, 9 testimonials two at a time, 6 FAQs', async () => {
    const page = await visit('/');
    expect(await cardCount(section(page, '/', 'cards', 0))).toBe(3);
    expect(await cardCount(section(page, '/', 'cards', 1))).toBe(3);
    const services = section(page, '/', 'cards', 2);
    expect(await cardCount(services)).toBe(3);
    expect(await services.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe('/services');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(9);
    expect(await carousel.locator(':not([inert]) > [aria-roledescription="slide"]').count()).toBe(2);
    expect(await section(page, '/', 'faq').locator('details').count()).toBe(6);
    await done();
  });

  it('about: 10 audiences, 5 people with the two leaders first, 5 values, the milestones, 5 FAQs', async () => {
    const page = await visit('/about');
    expect(await section(page, '/about', 'list').locator('li').count()).toBe(10);
    const team = section(page, '/about', 'team');
    expect(await team.locator('h3').count()).toBe(5);
    expect(await team.locator('ul').first().locator('h3').count()).toBe(2);
    expect(await team.locator('img').count()).toBe(5);
    const values = blocksOf('/about').filter((block) => block.type === 'cards').length - 1;
    expect(await cardCount(section(page, '/about', 'cards', values))).toBe(5);
    const years = await section(page, '/about', 'timeline').locator('time').allTextContents();
    expect(years).toEqual(['2006', '2012', '2015', '2018', '2022']);
    expect(await section(page, '/about', 'faq').locator('details').count()).toBe(5);
    await done();
  });

  it('services: eight cards, each linking to its service page', async () => {
    const page = await visit('/services');
    const cards = section(page, '/services', 'cards');
    expect(await cardCount(cards)).toBe(8);
    const links = await cards.locator('a[href^="/services/"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')))]);
    expect(links.sort()).toEqual(
      ['website-design', 'seo-aeo', 'paid-ads', 'ai-crm-consulting', 'google-business-page-optimization', 'reputation-management', 'referral-partner-campaigns', 'home-parade-systems']
        .map((slug) => `/services/${slug}`)
        .sort(),
    );
    await done();
  });

  const servicePages: [string, number][] = [
    ['website-design', 5], ['seo-aeo', 4], ['paid-ads', 4], ['ai-crm-consulting', 4], ['google-business-page-optimization', 4],
    ['reputation-management', 4], ['referral-partner-campaigns', 4], ['home-parade-systems', 4],
  ];
  it.each(servicePages)('/services/%s: pains, values, testimonials, free audit, included list and %i FAQs', async (slug, faqs) => {
    const route = `/services/${slug}`;
    const page = await visit(route);
    const pains = blocksOf(route).find((block) => block.type === 'painPoints')!.items as unknown[];
    expect(await cardCount(section(page, route, 'painPoints'))).toBe(pains.length);
    expect(await cardCount(section(page, route, 'cards', 0))).toBeGreaterThan(0);
    expect(await section(page, route, 'testimonials').locator('figure').count()).toBe(2);
    expect(await page.locator('main a[href="/contact"]', { hasText: 'Get My Free Audit' }).count()).toBeGreaterThan(0);
    expect(await section(page, route, 'list').locator('li').count()).toBeGreaterThan(0);
    expect(await section(page, route, 'faq').locator('details').count()).toBe(faqs);
    await done();
  });

  it('website design: four work examples; linked ones open the client site, the other shows the placeholder', async () => {
    const page = await visit('/services/website-design');
    const examples = section(page, '/services/website-design', 'workExamples');
    expect(await examples.locator('h3').count()).toBe(4);
    for (const link of await examples.locator('a', { hasText: 'View Home Page' }).all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const button = examples.locator('button', { hasText: 'View Home Page' });
    expect(await button.count()).toBe(1);
    // Pressed from the keyboard: the fixed header and floating widget can cover it mid-scroll.
    await button.press('Enter');
    const title = await examples.locator('li').filter({ has: page.locator('button', { hasText: 'View Home Page' }) }).locator('h3').textContent();
    await expect.poll(() => page.locator('[data-toast]').first().textContent()).toContain(`You clicked on: ${title}`);
    await done();
  });

  it('who we help: three audience cards with four benefits and a link each, then the strategy session', async () => {
    const page = await visit('/who-we-help');
    const cards = section(page, '/who-we-help', 'cards');
    expect(await cardCount(cards)).toBe(3);
    for (const card of await cards.locator('li:has(> h3), li:has(h3)').filter({ has: page.locator('h3') }).all()) {
      if ((await card.locator('h3').count()) !== 1) continue;
      expect(await card.locator('ul li').count()).toBe(4);
      expect(await card.locator('a[href^="/who-we-help/"]').count()).toBe(1);
    }
    expect(await page.locator('main a', { hasText: 'Book a Strategy Session' }).getAttribute('href')).toBe(site.settings.booking.url);
    await done();
  });

  it('home builders: 5 pains, 6 services, 7 brands, 2 testimonials, 5 FAQs', async () => {
    const route = '/who-we-help/home-builders';
    const page = await visit(route);
    expect(await cardCount(section(page, route, 'painPoints'))).toBe(5);
    expect(await cardCount(section(page, route, 'cards', 0))).toBe(6);
    expect(await section(page, route, 'list').locator('li').count()).toBe(7);
    expect(await section(page, route, 'testimonials').locator('figure').count()).toBe(2);
    expect(await section(page, route, 'faq').locator('details').count()).toBe(5);
    await done();
  });

  it('trades contractors: image section, 4 services, 7 trades, 3 steps, 2 testimonials, 5 FAQs', async () => {
    const route = '/who-we-help/trades-contractors';
    const page = await visit(route);
    expect(await section(page, route, 'richText').locator('img').count()).toBe(1);
    expect(await cardCount(section(page, route, 'cards', 0))).toBe(4);
    expect(await section(page, route, 'list').locator('li').count()).toBe(7);
    const steps = section(page, route, 'cards', 1);
    expect(await steps.locator('ol > li').count()).toBe(3);
    expect(await section(page, route, 'testimonials').locator('figure').count()).toBe(2);
    expect(await section(page, route, 'faq').locator('details').count()).toBe(5);
    await done();
  });

  it('builder associations: 8 sections, 5 FAQs and the case study button', async () => {
    const route = '/who-we-help/builder-associations';
    const page = await visit(route);
    expect(await page.locator('main section').filter({ has: page.locator('h1, h2') }).count()).toBe(8);
    expect(await section(page, route, 'faq').locator('details').count()).toBe(5);
    expect(await page.locator('main a', { hasText: "View COHBA's Case Study" }).getAttribute('href')).toBe('/hba-case-study');
    await done();
  });

  it('portfolio: 9 projects behind an "all" filter, four stats, one testimonial, a dialog behind View', async () => {
    const page = await visit('/portfolio');
    const projects = section(page, '/portfolio', 'portfolio');
    expect(await projects.locator('h3').count()).toBe(9);
    expect(await projects.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const stats = await section(page, '/portfolio', 'stats').locator('dd, dt').allTextContents();
    for (const figure of ['1000+', '500+', '50+', '98%']) expect(stats.join(' ')).toContain(figure);
    expect(await section(page, '/portfolio', 'testimonials').locator('figure').count()).toBe(1);
    await projects.getByRole('button', { name: 'View' }).first().press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.locator('[data-toast]').count()).toBe(0);
    await done();
  });

  it('contact: the hero, three ways to reach us, the detailed quote and a quick call', async () => {
    const page = await visit('/contact');
    expect(await page.locator('h1').textContent()).toBe("Let's Get Started On Your Project");
    const reach = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'How to Reach Us' }) });
    expect(await reach.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await reach.locator(`a[href="mailto:${site.settings.contact.email}"]`).count()).toBe(1);
    expect(await reach.textContent()).toContain(site.settings.contact.hours);
    expect(await page.locator('main a', { hasText: 'Get a Detailed Quote' }).getAttribute('href')).toBe('/get-started');
    expect(await page.locator('main a', { hasText: 'Schedule a Quick Call' }).getAttribute('href')).toBe(site.settings.booking.url);
    await done();
  });

  it('case study: hidden from search, with the sponsor metrics', async () => {
    const page = await visit('/hba-case-study');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const text = await page.locator('main').textContent();
    for (const metric of ['25K', '1.5K', '100%', '10k+']) expect(text).toContain(metric);
    await done();
  });

  it('image gallery: every unique site image with a Save Image download link', async () => {
    const page = await visit('/image-gallery');
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
    const links = page.locator('main a[download]', { hasText: 'Save Image' });
    expect(await links.count()).toBe(used.size);
    expect(new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))).toEqual(used);
    await done();
  });
});
