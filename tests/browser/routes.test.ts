import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { fullTitle } from '../../src/shared/search-limits.ts';
import { openPage, useSiteServer, useTab, waitForApp } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const routes = site.pages.map((page) => page.data);

const server = useSiteServer();

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('prerendered HTML', () => {
  it.each(routes.map((page) => [page.route, page]))('%s has its title, meta and content in the file', async (route, page) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = headOf(html);
    expect(head).toContain(`<title data-page-head>${fullTitle(page.title, site.settings.brand).replace(/&/g, '&amp;')}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}" data-page-head>/);
    expect(head).toContain(`<link rel="canonical" href="${site.settings.siteUrl}${route}" data-page-head>`);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url']) expect(head).toContain(`property="${property}"`);
    expect(head).toContain('name="twitter:card"');
    expect(head.includes('content="noindex, nofollow"')).toBe(page.noindex);
    // No inline event handlers, and no off-site link that leaks the opener or the referrer: the
    // links of rich text (set by the sanitiser) as well as those SmartLink makes.
    const body = html.slice(html.indexOf('<body'));
    expect(body.match(/<[^>]+\son[a-z]+=/gi) ?? []).toEqual([]);
    for (const tag of body.match(/<a [^>]*href="https?:[^>]*>/g) ?? []) expect(tag).toMatch(/target="_blank" rel="noopener noreferrer"/);
    // Full content without JavaScript: exactly one h1, in the body.
    expect(html.slice(html.indexOf('<body')).match(/<h1[\s>]/g)?.length).toBe(1);
  });

  it('writes the sitemap with indexable routes only, and robots.txt naming it', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const page of routes) expect(sitemap.includes(`<loc>${site.settings.siteUrl}${page.route}</loc>`)).toBe(!page.noindex);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.settings.siteUrl}/sitemap.xml`);
  });

  it('answers unknown paths with the designed 404 page', async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('content="noindex, nofollow"');
    for (const href of ['href="/"', 'href="/services"', 'href="/contact"']) expect(html).toContain(href);
  });

  it('keeps page content out of the shared JavaScript bundle', () => {
    const assets = path.resolve('dist/assets');
    const bundle = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'))
      .join('\n');
    const leaked = routes.filter((page) => bundle.includes(page.description));
    expect(leaked.map((page) => page.route)).toEqual([]);
  });
});

describe('in Chromium, each route loaded directly in one tab', () => {
  const tab = useTab();

  it.each(routes.map((page) => [page.route, page]))('%s hydrates with no console errors or warnings', async (route, page) => {
    await tab.visit(`${server.url}${route}`, {}, async (opened) => {
      expect(await opened.page.title()).toBe(fullTitle(page.title, site.settings.brand));
      expect(await opened.page.locator('h1').count()).toBe(1);
    });
  });
});

describe('in Chromium', () => {
  it('shows the content with JavaScript turned off', async () => {
    const opened = await openPage(`${server.url}/about`, { javaScript: false });
    try {
      await expect(opened.page.locator('h1').isVisible()).resolves.toBe(true);
      const opacity = await opened.page
        .locator('main section')
        .last()
        .evaluate((element) => getComputedStyle(element).opacity);
      expect(opacity).toBe('1');
    } finally {
      await opened.close();
    }
  });

  it('paints the prerendered page before it fetches the app', async () => {
    // Only the small entry script may be requested before the first paint; the app's code comes after.
    for (const route of ['/', '/about', '/locations/fort-worth']) {
      const opened = await openPage(`${server.url}${route}`);
      try {
        await waitForApp(opened.page);
        const timing = await opened.page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          entry: new URL(document.querySelector<HTMLScriptElement>('head script[type="module"]')!.src).pathname,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        }));
        expect(timing.paint).toBeGreaterThan(0);
        const app = timing.scripts.filter((script) => script.path !== timing.entry);
        expect(app.length).toBeGreaterThan(2);
        expect(app.filter((script) => script.start < timing.paint!)).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  it('navigates client-side, replacing the head tags', async () => {
    const opened = await openPage(`${server.url}/`);
    try {
      await waitForApp(opened.page);
      await opened.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await opened.page.locator('header a[href="/about"]').first().click();
      await opened.page.waitForURL('**/about');
      const about = routes.find((page) => page.route === '/about')!;
      await expect.poll(() => opened.page.title()).toBe(fullTitle(about.title, site.settings.brand));
      expect(await opened.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.settings.siteUrl}/about`);
      expect(await opened.page.locator('head [data-page-head][name="description"]').count()).toBe(1);
      // Same document: no full reload happened.
      expect(await opened.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('renders a template route on direct load through the 404 fallback', async () => {
    const opened = await openPage(`${server.url}/locations/little-rock`);
    try {
      await waitForApp(opened.page);
      await expect.poll(() => opened.page.locator('h1').textContent()).toContain('Little Rock');
      expect(await opened.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
