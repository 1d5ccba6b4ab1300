import { describe, expect, it } from 'vitest';
import { markupText } from '../../tests/build/markup-text.ts';
import { shellCache } from './shell-cache.ts';

const placeholder = (name: string) => `<template data-shell-part="${name}"></template>`;
/** The address's first segment decides the header: a stand-in for the navigation's rule. */
const bySection = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * A fake page as React renders one: skip link, header, main (with `content`), footer; a left-out
 * part is its placeholder. `extra` comes first when nothing is left out.
 */
function page(
  pathname: string,
  renders: ReadonlySet<string>[],
  { extra = '', content = '', header = `<header><a href="/">Home</a> ${bySection(pathname)} $' $&</header>` } = {},
) {
  return (leftOut: ReadonlySet<string>) => {
    renders.push(leftOut);
    const footer = leftOut.has('footer') ? placeholder('footer') : '<footer><a href="/about">About</a></footer>';
    return `${leftOut.size ? '' : extra}<a href="#main">Skip</a>${leftOut.has('header') ? placeholder('header') : header}<main>${pathname}${content}</main>${footer}`;
  };
}

describe('shellCache', () => {
  it('renders each kind of page whole once, then only its main part, with the same result', () => {
    const cache = shellCache(['header', 'footer'], placeholder, (pathname) => bySection(pathname));
    for (const pathname of ['/blog/a', '/blog/b', '/services/x', '/blog/c', '/services/y']) {
      const renders: ReadonlySet<string>[] = [];
      expect(markupText(cache.render(pathname, page(pathname, renders)))).toBe(page(pathname, [])(new Set()));
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
      const render = page(pathname, renders, { extra: '<link rel="preload" as="image" href="/hero.avif">' });
      expect(markupText(cache.render(pathname, render))).toBe(render(new Set()));
      // Learning tries each part once; after that, the page is rendered whole.
      expect(renders.filter((leftOut) => leftOut.size).length, pathname).toBe(pathname === '/blog/a' ? 2 : 0);
    }
  });

  it('renders a part with every page when it holds an image preload, which the page moves into its head', () => {
    const cache = shellCache(['header', 'footer'], placeholder, (pathname) => bySection(pathname));
    const header = '<header><link rel="preload" as="image" href="/logo.avif"><img src="/logo.avif"></header>';
    for (const pathname of ['/blog/a', '/blog/b']) {
      const renders: ReadonlySet<string>[] = [];
      const render = page(pathname, renders, { header });
      expect(markupText(cache.render(pathname, render))).toBe(render(new Set()));
      expect(renders.at(-1)!.has('header'), pathname).toBe(false);
    }
  });

  it("puts each part in its placeholder's place, not where the page's own content has the placeholder's text", () => {
    const cache = shellCache(['header', 'footer'], placeholder, (pathname) => bySection(pathname));
    // Learnt from a page without it; the next has it (a page may quote anything as text).
    const content = `<p>${placeholder('header')}${placeholder('footer')}</p>`;
    for (const pathname of ['/blog/a', '/blog/b']) {
      const renders: ReadonlySet<string>[] = [];
      const options = { content: pathname === '/blog/b' ? content : '' };
      expect(markupText(cache.render(pathname, page(pathname, renders, options))), pathname).toBe(page(pathname, [], options)(new Set()));
      if (pathname === '/blog/b') expect(renders.map((leftOut) => [...leftOut].sort().join())).toEqual(['footer,header']);
    }
  });
});
