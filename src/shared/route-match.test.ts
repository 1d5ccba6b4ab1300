import { describe, expect, it } from 'vitest';
import { isPagedListTemplate, matchTemplate } from './route-match.ts';

const templates = ['/blog/[page]', '/locations/[citySlug]'];

describe('matchTemplate', () => {
  it('gives a template any slug in its folder', () => {
    expect(matchTemplate(templates, '/locations/little-rock')).toEqual({ pattern: '/locations/[citySlug]', param: 'citySlug', value: 'little-rock' });
    expect(matchTemplate(templates, '/blog/abc')).toEqual({ pattern: '/blog/[page]', param: 'page', value: 'abc' });
    expect(matchTemplate(templates, '/blog/2')?.value).toBe('2');
  });

  it.each(['-2', '0', '+3', '1.5', '.5', '-0', '1e3', '2E-1'])('gives a [page] template the number-like value %s, for its list to turn away', (value) => {
    expect(matchTemplate(templates, `/blog/${value}`)).toEqual({ pattern: '/blog/[page]', param: 'page', value });
  });

  it('gives other templates slugs only', () => {
    expect(matchTemplate(templates, '/locations/-2')).toBeUndefined();
    expect(matchTemplate(templates, '/locations/1.5')).toBeUndefined();
  });

  it.each(['<b>', '1.5.5', '--2', '2-', 'Tulsa', '1 2', ''])('matches no template with %j', (value) => {
    expect(matchTemplate(templates, `/blog/${value}`)).toBeUndefined();
    expect(matchTemplate(templates, `/locations/${value}`)).toBeUndefined();
  });

  it('matches only in the template’s own folder', () => {
    expect(matchTemplate(templates, '/blog/2/3')).toBeUndefined();
    expect(matchTemplate(templates, '/news/2')).toBeUndefined();
  });
});

describe('isPagedListTemplate', () => {
  it('is a [page] template, whatever its folder, and no other', () => {
    expect(isPagedListTemplate('/blog/[page]')).toBe(true);
    expect(isPagedListTemplate('/news/[page]')).toBe(true);
    expect(isPagedListTemplate('/locations/[citySlug]')).toBe(false);
    expect(isPagedListTemplate('/blog/page')).toBe(false);
  });
});
