import { describe, expect, it } from 'vitest';
import { currentAttr, inSection, isCurrent, sectionEntries, type NavSection } from './nav-model.ts';

const services: NavSection = {
  name: 'Services',
  path: '/services',
  items: [{ title: 'Paid Ads', href: '/services/paid-ads', description: 'Leads within days.' }],
};
const blog: NavSection = { name: 'Blog', path: '/blog', items: [] };

describe('navigation model', () => {
  it('lists a section’s overview as "All {section}" before its sub-pages', () => {
    expect(sectionEntries(services)).toEqual([{ title: 'All Services', href: '/services' }, ...services.items]);
  });

  it('treats a path as current only when it is exactly the link’s page (trailing slash aside)', () => {
    expect(isCurrent('/services/paid-ads/', '/services/paid-ads')).toBe(true);
    expect(isCurrent('/services/paid-ads', '/services')).toBe(false);
    expect(currentAttr('/services', '/services')).toEqual({ 'aria-current': 'page' });
    expect(currentAttr('/services/paid-ads', '/services')).toEqual({});
  });

  it('places a path in a section by its overview, its items or a page below it', () => {
    expect(inSection('/services', services)).toBe(true);
    expect(inSection('/services/paid-ads', services)).toBe(true);
    expect(inSection('/blog/2', blog)).toBe(true);
    expect(inSection('/blog-news', blog)).toBe(false);
    expect(inSection('/about', services)).toBe(false);
  });
});
