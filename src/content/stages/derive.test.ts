import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../blocks/index.ts';
import type { DeriveContext, PageSummary } from '../../../blocks/page.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import { compareRoutes, knownSummaryKeys, listedKeys, placeInSiteOrder, summaryKeyOf } from './derive.ts';
import type { ValidatedPage } from './validate.ts';

const summary = (route: string, title: string, more: Partial<PageSummary> = {}): PageSummary => ({
  route,
  title,
  description: `The page at ${route}.`,
  kind: 'website',
  noindex: false,
  articles: [],
  images: [],
  ...more,
});
const article = (route: string, heading: string) =>
  summary(route, heading, {
    kind: 'article',
    articles: [
      {
        heading,
        category: 'Guides',
        summary: `${heading}, in short.`,
        image: { src: '/images/a.webp', alt: 'A', width: 800, height: 600 },
        published: '2026-01-05',
      },
    ],
  });
const settings = { brand: 'Test Builders' } as unknown as SiteSettings;
const context = (pages: PageSummary[]): DeriveContext => ({ settings, pages, templates: [] });
/** A page that shows blocks of these types (all the key reads of it). */
const showing = (...blockTypes: string[]) => ({ file: { outline: { blockTypes } } }) as unknown as ValidatedPage;
const keyOf = (pages: PageSummary[], page: ValidatedPage, site = context(pages)) => listedKeys(blocks, site)(page);

const pages = [summary('/', 'Home'), summary('/locations/ada', 'Builders in Ada', { kind: 'city' }), article('/blog/fast', 'Fast sites')];
const retitled = (at: number, title: string) => pages.map((page, index) => (index === at ? { ...page, title } : page));

describe('the key of what a page that lists others reads', () => {
  it('is the same for the same summaries, made anew or read back with their keys, and changes with the settings', () => {
    const seo = showing('hero', 'seoTable');
    const key = keyOf(pages, seo);
    expect(
      keyOf(
        pages.map((page) => ({ ...page })),
        seo,
      ),
    ).toBe(key);

    // As a one-page rebuild reads them back: fresh objects, with the keys they were kept with.
    const readBack = deserialize(serialize(pages)) as PageSummary[];
    knownSummaryKeys(readBack, pages.map(summaryKeyOf).join(''));
    expect(keyOf(readBack, seo)).toBe(key);
    expect(keyOf(pages, seo, { ...context(pages), settings: { brand: 'Other Builders' } as unknown as SiteSettings })).not.toBe(key);
    // A page that lists nothing is not keyed by the other pages.
    expect(keyOf(pages, showing('hero'))).toBe(keyOf(retitled(0, 'Welcome'), showing('hero')));
  });

  it('changes only with the part of the site its blocks list', () => {
    const [blog, seo, cities, both] = [showing('blogList'), showing('seoTable'), showing('cityList'), showing('blogList', 'seoTable')];
    // A city page retitled: the SEO table and the city list read it, the blog index does not.
    const city = retitled(1, 'Builder marketing in Ada');
    expect(keyOf(city, blog)).toBe(keyOf(pages, blog));
    expect(keyOf(city, seo)).not.toBe(keyOf(pages, seo));
    expect(keyOf(city, cities)).not.toBe(keyOf(pages, cities));
    expect(keyOf(city, both)).not.toBe(keyOf(pages, both));
    // An article retitled: the blog index lists it; the SEO table and the city list do not.
    const post = retitled(2, 'Faster sites');
    expect(keyOf(post, blog)).not.toBe(keyOf(pages, blog));
    expect(keyOf(post, seo)).toBe(keyOf(pages, seo));
    expect(keyOf(post, cities)).toBe(keyOf(pages, cities));
    // The order of the pages it lists counts (the lists show them in it).
    expect(keyOf([pages[1]!, pages[0]!, pages[2]!], seo)).not.toBe(keyOf(pages, seo));
  });
});

describe('placeInSiteOrder', () => {
  it('places a route after the last route of the site order that comes before it or is the same, at every place of the list', () => {
    const routes = ['/', '/about', '/blog', '/blog/a-post', '/Locations', '/locations/ada', '/locations/bly', '/services', '/services/seo', '/zoë'].sort(
      compareRoutes,
    );
    const tried = [...routes, '/aa', '/blog/z', '/locations', '/locations/ada/more', '/services/a', '/zz', '/0', '/Zoe'];
    for (const route of tried) {
      const after = routes.filter((other) => compareRoutes(other, route) <= 0).length;
      expect(
        placeInSiteOrder(routes, (other) => other, route),
        route,
      ).toBe(after);
      // The same by the route each item has.
      expect(
        placeInSiteOrder(
          routes.map((other) => ({ other })),
          ({ other }) => other,
          route,
        ),
        route,
      ).toBe(after);
    }
    expect(placeInSiteOrder([], (other) => other, '/any')).toBe(0);
  });
});
