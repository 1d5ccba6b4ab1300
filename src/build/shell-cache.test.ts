import { describe, expect, it } from 'vitest';
import { shellCache } from './shell-cache.ts';

const placeholder = (name: string) => `<template data-shell-part="${name}"></template>`;
/** The address's first segment decides the header: a stand-in for the navigation's rule. */
const bySection = (pathname: string) => pathname.split('/')[1] ?? '';

/** A fake page as React renders one: skip link, header, main, footer; a left-out part is its placeholder. */
function page(pathname: string, renders: ReadonlySet<string>[], extra = '') {
  return (leftOut: ReadonlySet<string>) => {
    renders.push(leftOut);
    const header = leftOut.has('header') ? placeholder('header') : `<header><a href="/">Home</a> ${bySection(pathname)} $' $&</header>`;
    const footer = leftOut.has('footer') ? placeholder('footer') : '<footer><a href="/about">About</a></footer>';
    return `${leftOut.size ? '' : extra}<a href="#main">Skip</a>${header}<main>${pathname}</main>${footer}`;
  };
}

describe('shellCache', () => {
  it('renders each kind of page whole once, then only its main part, with the same result', () => {
    const cache = shellCache(['header', 'footer'], placeholder, (pathname) => bySection(pathname));
    for (const pathname of ['/blog/a', '/blog/b', '/services/x', '/blog/c', '/services/y']) {
      const renders: ReadonlySet<string>[] = [];
      expect(cache.render(pathname, page(pathname, renders))).toBe(page(pathname, [])(new Set()));
      const learnt = pathname === '/blog/a' || pathname === '/services/x';
      expect(
        renders.map((leftOut) => [...leftOut].sort().join()),
        pathname,
      ).toEqual(learnt ? ['', 'header', 'footer'] : ['footer,header']);
    }
  });

  it('renders a part with every page when leaving it out changes the page elsewhere', () => {
    const cache = shellCache(['header', 'footer'], placeholder, (pathname) => bySection(pathname));
    for (const pathname of ['/blog/a', '/blog/b']) {
      const renders: ReadonlySet<string>[] = [];
      const render = page(pathname, renders, '<link rel="preload" as="image" href="/hero.avif">');
      expect(cache.render(pathname, render)).toBe(render(new Set()));
      // Learning tries each part once; after that, the page is rendered whole.
      expect(renders.filter((leftOut) => leftOut.size).length, pathname).toBe(pathname === '/blog/a' ? 2 : 0);
    }
  });
});
