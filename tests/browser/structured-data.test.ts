import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { cityFromPath } from '../../src/shared/cities.ts';
import { slugify } from '../../src/shared/slug.ts';
import { openPage, useSiteServer, waitForApp } from './harness.ts';

type Thing = Record<string, unknown> & { '@type': string };
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');

const server = useSiteServer();

/** The JSON-LD of a page as a crawler reads it: from <head> of the served HTML. */
async function jsonLd(route: string): Promise<Thing[]> {
  const html = await (await fetch(`${server.url}${route}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Thing);
}
const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

describe('structured data', () => {
  it.each(site.pages.map((page) => [page.data.route, page.data]))(
    '%s: parses, names the business, and has breadcrumbs off the home page',
    async (route, page) => {
      const things = await jsonLd(route);
      expect(things.every((thing) => thing['@context'] === 'https://schema.org')).toBe(true);
      const [business] = ofType(things, 'ProfessionalService');
      expect(business).toMatchObject({
        name: site.settings.brand,
        email: site.settings.contact.email,
        sameAs: site.settings.socials.map((social) => social.url),
      });
      expect(new Set((business!.areaServed as { name: string }[]).map((city) => city.name))).toEqual(new Set(site.settings.footer.cities));
      const breadcrumbs = ofType(things, 'BreadcrumbList');
      if (route === '/') expect(breadcrumbs).toEqual([]);
      else {
        const items = breadcrumbs[0]!.itemListElement as { position: number; item: string }[];
        expect(items[0]!.item).toBe(`${site.settings.siteUrl}/`);
        expect(items.at(-1)!.item).toBe(`${site.settings.siteUrl}${route}`);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      }
      expect(ofType(things, 'Service').length).toBe(page.kind === 'service' || page.kind === 'city' ? 1 : 0);
      expect(ofType(things, 'BlogPosting').length).toBe(page.kind === 'article' ? 1 : 0);
    },
  );

  it('lists exactly the FAQ questions a visitor sees, with their answers', async () => {
    const withFaq = site.pages.filter((page) => page.data.blocks.some((block) => block.type === 'faq' && block.items.length > 0));
    expect(withFaq.length).toBeGreaterThan(0);
    // One page for them all: what a visitor sees of the questions is in the HTML, before any script.
    const opened = await openPage('about:blank', { javaScript: false });
    try {
      for (const { data } of withFaq) {
        await opened.page.goto(`${server.url}${data.route}`);
        const visible = await opened.page.locator('main details summary').allTextContents();
        const [faq] = ofType(await jsonLd(data.route), 'FAQPage');
        const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(
          questions.map((question) => question.name),
          data.route,
        ).toEqual(visible.map((text) => text.trim()));
        const answers = await opened.page.locator('main details > div').allTextContents();
        questions.forEach((question, index) => expect(answers[index]!.replace(/\s+/g, ' ').trim()).toContain(question.acceptedAnswer.text.slice(0, 40)));
      }
    } finally {
      await opened.close();
    }
  });

  it('has FAQ data only where the page shows questions (none for an empty FAQ)', async () => {
    for (const { data } of site.pages) {
      const asked = data.blocks.some((block) => block.type === 'faq' && (block.items as unknown[]).length > 0);
      expect(ofType(await jsonLd(data.route), 'FAQPage').length, data.route).toBe(asked ? 1 : 0);
    }
  });

  it('describes articles as shown: headline, date, image and category', async () => {
    const opened = await openPage('about:blank', { javaScript: false });
    try {
      for (const page of site.pages.filter((candidate) => candidate.data.kind === 'article')) {
        await opened.page.goto(`${server.url}${page.data.route}`);
        const [posting] = ofType(await jsonLd(page.data.route), 'BlogPosting');
        expect(posting!.headline).toBe((await opened.page.locator('h1').textContent())?.trim());
        expect(await opened.page.locator(`main img[src="${String(posting!.image).replace(site.settings.siteUrl, '')}"]`).count()).toBeGreaterThan(0);
        expect(await opened.page.locator('main').textContent()).toContain(posting!.articleSection as string);
      }
    } finally {
      await opened.close();
    }
  });

  it('serves each city page with the city as the area served', async () => {
    for (const city of site.settings.footer.cities) {
      const route = `/locations/${slugify(city)}`;
      const [service] = ofType(await jsonLd(route), 'Service');
      expect((service!.areaServed as { name: string }[]).map((place) => place.name)).toEqual(expect.arrayContaining([city]));
      expect(cityFromPath(site.settings, route)).toBe(city);
    }
  });

  it('replaces the structured data on client-side navigation', async () => {
    const opened = await openPage(`${server.url}/`);
    try {
      await waitForApp(opened.page);
      await opened.page.locator('header a[href="/about"]').first().click();
      await opened.page.waitForURL('**/about');
      const read = () =>
        opened.page.evaluate(() =>
          [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Thing),
        );
      const expected = await jsonLd('/about');
      await expect.poll(read).toEqual(expected);
      expect(ofType(expected, 'BreadcrumbList')).toHaveLength(1);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
