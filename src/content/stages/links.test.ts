import { describe, expect, it } from 'vitest';
import { dependsOnRoute } from './links.ts';

describe('dependsOnRoute', () => {
  it('holds for a page below the route, and for a template beside it that lists its address', () => {
    expect(dependsOnRoute('/services', { route: '/services/seo-aeo' })).toBe(true);
    expect(dependsOnRoute('/locations/tulsa', { route: '/locations/[citySlug]', values: ['tulsa', 'norman'] })).toBe(true);
    // At the top of the site too: the template's folder and the page's are both the site itself.
    expect(dependsOnRoute('/about', { route: '/[slug]', values: ['about'] })).toBe(true);
  });

  it('does not hold for the page itself, a sibling, a template elsewhere or one that does not list it', () => {
    expect(dependsOnRoute('/services', { route: '/services' })).toBe(false);
    expect(dependsOnRoute('/services', { route: '/services-plus' })).toBe(false);
    expect(dependsOnRoute('/locations/tulsa', { route: '/blog/[page]', values: ['tulsa'] })).toBe(false);
    expect(dependsOnRoute('/locations/tulsa', { route: '/locations/[citySlug]', values: ['norman'] })).toBe(false);
  });
});
