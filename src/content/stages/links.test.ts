import { describe, expect, it } from 'vitest';
import { addLinkedPaths, dependsOnRoute, keepsLinkedAnchors } from './links.ts';

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

describe('links to anchors', () => {
  it('are kept as the path and the path with its anchor; links elsewhere, or to the same page, add no anchor', () => {
    const linked = new Set<string>();
    addLinkedPaths(linked, ['/about#team', '/services/?x=1#seo', '#faq', 'https://example.com/#top', 'mailto:office@example.com']);
    expect([...linked].sort()).toEqual(['/about', '/about#team', '/services', '/services#seo']);
  });

  it('let a page lose the anchors no link points at, and only those', () => {
    const linked = new Set(['/about', '/about#team']);
    const has = (target: string) => linked.has(target);
    expect(keepsLinkedAnchors('/about', ['team', 'history'], ['team'], has)).toBe(true);
    expect(keepsLinkedAnchors('/about', ['team', 'history'], ['team', 'story'], has)).toBe(true);
    expect(keepsLinkedAnchors('/about', ['team', 'history'], ['history'], has)).toBe(false);
    expect(keepsLinkedAnchors('/contact', ['team'], [], has)).toBe(true);
    // A template's pages are linked by their values: it loses no anchor, whatever links name its route.
    expect(keepsLinkedAnchors('/places/[place]', ['team'], [], has)).toBe(false);
    expect(keepsLinkedAnchors('/places/[place]', ['team'], ['team', 'history'], has)).toBe(true);
  });
});
