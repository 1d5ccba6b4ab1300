import { describe, expect, it } from 'vitest';
import { fullTitle } from '../../src/shared/search-limits.ts';
import { page, settings } from '../derive-fixture.ts';
import { deriveRows } from './schema.ts';

const hero = { type: 'hero', heading: 'Hi' };
const pages = [
  page('/', [hero], { title: 'Home Page' }),
  page('/services/seo-aeo', [hero]),
  page('/locations/little-rock', [hero]),
  page('/services', [hero]),
  page('/get-started', [hero]),
  page('/seo-dashboard', [hero], { noindex: true }),
  page('/blog/an-article', [{ type: 'article', heading: 'An article' }]),
];
const context = { settings, pages, templates: [page('/locations/[citySlug]', [hero])] };

describe('seoTable derive', () => {
  it('tracks indexable static pages except articles and excluded paths, in the order the dashboard opens with (by page)', () => {
    const { rows } = deriveRows(['/get-started'], context);
    expect(rows.map((row) => row.page)).toEqual(['Home', 'Little Rock', 'SEO & AEO', 'Services']);
  });

  it('builds the title with the same rule as <head>, and keeps the description', () => {
    const home = deriveRows([], context).rows.find((row) => row.path === '/');
    expect(home).toEqual({ path: '/', page: 'Home', title: fullTitle('Home Page', 'Test Co'), description: 'Description of /' });
    expect(home!.title).toBe('Home Page | Test Co');
  });

  it('names pages by their menu label, else by their last path segment', () => {
    const names = Object.fromEntries(deriveRows([], context).rows.map((row) => [row.path, row.page]));
    expect(names).toMatchObject({
      '/services': 'Services',
      '/services/seo-aeo': 'SEO & AEO',
      '/locations/little-rock': 'Little Rock',
      '/get-started': 'Get Started',
    });
  });
});
