import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../blocks/page.ts';
import { cityPage, writeBenchSite } from '../../scripts/bench-city-page.ts';
import { buildSite } from '../../src/build/build.ts';
import { startServer } from '../../src/server/server.ts';
import { TITLE_MAX } from '../../blocks/seoTable/health.ts';
import { ROWS_PER_PAGE } from '../../src/shared/seo-table-order.ts';
import type { SeoRow, SeoTableRows } from '../../blocks/seoTable/schema.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { dataFileFor } from '../../src/shared/data-path.ts';
import { useSiteServer, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');

/**
 * The tracked pages, from the content itself: every indexable page that is not an article and not
 * left out by the dashboard's own YAML, so a new city or service page adds its row.
 */
const dashboard = site.pages.find((page) => page.data.blocks.some((block) => block.type === 'seoTable'))!;
const excluded = (dashboard.data.blocks.find((block) => block.type === 'seoTable')!.exclude as string[]) ?? [];
const TRACKED = site.pages
  .filter(({ data }) => !data.noindex && !excluded.includes(data.route) && !data.blocks.some((block) => block.type === 'article'))
  .map(({ data }) => data.route);

const server = useSiteServer();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Opens the dashboard (or another path) and runs the checks on it, with a clean console. */
let page: Page;
const visit = (check: () => Promise<void>, path = '/seo-dashboard') =>
  withPage(`${server.url}${path}`, {}, async (opened) => {
    page = opened.page;
    await check();
  });

const rows = () => page.locator('main tbody tr');
const column = (index: number) => rows().evaluateAll((all, i) => all.map((row) => row.children[i]!.querySelector('span')!.textContent!), index);
const pageNames = () => rows().evaluateAll((all) => all.map((row) => row.querySelector('a')!.firstChild!.textContent!));
const header = (name: RegExp) => page.getByRole('columnheader', { name });
const tile = (label: string) => page.locator('main dt', { hasText: label }).locator('xpath=following-sibling::dd');
const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const sortedBy = (values: string[], descending = false) => [...values].sort((a, b) => (descending ? b.localeCompare(a) : a.localeCompare(b)));

describe('/seo-dashboard', () => {
  it('is kept out of search engines and tracks every indexable page but articles and the ones it leaves out, with the tiles counting them', () =>
    visit(async () => {
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.locator('h1').count()).toBe(1);
      const paths = await rows().evaluateAll((all) => all.map((row) => row.querySelector('a')!.getAttribute('href')!));
      expect([...paths].sort()).toEqual([...TRACKED].sort());
      expect(await tile('Total pages tracked').textContent()).toBe(String(TRACKED.length));
      const titles = await column(1);
      expect(await tile('Titles longer than 60 characters').textContent()).toBe(String(titles.filter((title) => title.length > TITLE_MAX).length));
    }));

  it('shows for every page the very title and description its own <head> has, labelled Good with its length', () =>
    visit(async () => {
      const shown = await rows().evaluateAll((all) =>
        all.map((row) => ({
          path: row.querySelector('a')!.getAttribute('href')!,
          title: row.children[1]!.querySelector('span')!.textContent!,
          description: row.children[2]!.querySelector('span')!.textContent!,
          labels: [...row.querySelectorAll('td:not(:first-child) > span:last-child')].map((badge) => badge.textContent),
        })),
      );
      for (const row of shown) {
        const head = (await (await fetch(`${server.url}${row.path}`)).text()).split('</head>')[0]!;
        expect(unescape(/<title[^>]*>([^<]*)<\/title>/.exec(head)![1]!), row.path).toBe(row.title);
        expect(unescape(/<meta name="description" content="([^"]*)"/.exec(head)![1]!), row.path).toBe(row.description);
        // The build refuses a title or description over its limit, so the real site is all good.
        expect(row.labels, row.path).toEqual([`Good (${row.title.length})`, `Good (${row.description.length})`]);
      }
    }));

  it('links each row to its page in a new tab', () =>
    visit(async () => {
      const links = await rows().evaluateAll((all) =>
        all.map((row) => [row.querySelector('a')!.getAttribute('target'), row.querySelector('a')!.getAttribute('rel')]),
      );
      expect(new Set(links.map((link) => link.join(' ')))).toEqual(new Set(['_blank noopener noreferrer']));
      const [popup] = await Promise.all([page.waitForEvent('popup'), rows().first().locator('a').click()]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe(await rows().first().locator('a').getAttribute('href'));
    }));

  it('sorts by page ascending first, toggles on the same header, and starts another header ascending', () =>
    visit(async () => {
      const names = await pageNames();
      expect(names).toEqual(sortedBy(names));
      expect(await header(/^Page/).getAttribute('aria-sort')).toBe('ascending');

      await header(/^Page/).getByRole('button').click();
      expect(await pageNames()).toEqual(sortedBy(names, true));
      expect(await header(/^Page/).getAttribute('aria-sort')).toBe('descending');
      await header(/^Page/).getByRole('button').click();
      expect(await pageNames()).toEqual(sortedBy(names));

      await header(/^Title Tag/)
        .getByRole('button')
        .click();
      const titles = await column(1);
      expect(titles).toEqual(sortedBy(titles));
      expect(await header(/^Title Tag/).getAttribute('aria-sort')).toBe('ascending');
      expect(await header(/^Page/).getAttribute('aria-sort')).toBe('none');
      await header(/^Title Tag/)
        .getByRole('button')
        .click();
      expect(await column(1)).toEqual(sortedBy(titles, true));

      await header(/^Meta Description/)
        .getByRole('button')
        .click();
      const descriptions = await column(2);
      expect(descriptions).toEqual(sortedBy(descriptions));
      expect(await header(/^Meta Description/).getAttribute('aria-sort')).toBe('ascending');

      // Keyboard: the headers are buttons.
      await header(/^Meta Description/)
        .getByRole('button')
        .focus();
      await page.keyboard.press('Enter');
      expect(await header(/^Meta Description/).getAttribute('aria-sort')).toBe('descending');
    }));

  it('shows a site of more pages than fit at once a hundred rows at a time, from the keyboard, with no accessibility violation', () =>
    // A site that large is measured by the scale benchmark; here its data comes on the way to the browser.
    visit(async () => {
      const data = dashboard.data;
      const total = ROWS_PER_PAGE * 2 + 30;
      const many: SeoRow[] = Array.from({ length: total }, (_, index) => ({
        path: `/locations/town-${String(index).padStart(3, '0')}`,
        page: `Town ${String(index).padStart(3, '0')}`,
        title: `Builder Marketing in Town ${index} | Test`,
        description: `Websites, search and follow-up for the home builders of town number ${index}, written for this test.`,
      }));
      const blocks = data.blocks.map((block) => (block.type === 'seoTable' ? { ...block, rows: many, total, tooLong: 0 } : block));
      await page.route(`**${dataFileFor(data.route)}`, (route) => route.fulfill({ json: { ...data, blocks } }));
      await page.evaluate((route) => {
        history.pushState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate'));
      }, data.route);
      const pager = page.getByRole('navigation', { name: 'Table pages' });
      const status = () => pager.getByRole('status').textContent();
      await expect.poll(status).toBe(`Showing 1–${ROWS_PER_PAGE} of ${total}`);
      expect(await tile('Total pages tracked').textContent()).toBe(String(total));
      expect(await pageNames()).toEqual(many.slice(0, ROWS_PER_PAGE).map((row) => row.page));

      const next = pager.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(status).toBe(`Showing ${ROWS_PER_PAGE + 1}–${ROWS_PER_PAGE * 2} of ${total}`);
      expect((await pageNames())[0]).toBe(many[ROWS_PER_PAGE]!.page);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect.poll(status).toBe(`Showing ${ROWS_PER_PAGE * 2 + 1}–${total} of ${total}`);
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Next ${ROWS_PER_PAGE}`);

      await page.evaluate(axeSource);
      const violations = await page.evaluate(() =>
        (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string }[] }> } }).axe
          .run(document, { resultTypes: ['violations'] })
          .then((result) => result.violations.map((violation) => violation.id)),
      );
      expect(violations).toEqual([]);
    }, '/'));

  it('shows problems as Missing and Too long, in words and in a different colour', () =>
    // The build refuses such pages, so the page data is altered on its way to the browser.
    visit(async () => {
      const data = dashboard.data;
      const tooLong = 'x'.repeat(TITLE_MAX + 10);
      const bad: SeoRow = { path: '/bad', page: 'Bad page', title: tooLong, description: '' };
      const blocks = data.blocks.map((block) =>
        block.type === 'seoTable' ? { ...block, rows: [bad, ...(block.rows as SeoRow[])], total: (block.total as number) + 1, tooLong: 1 } : block,
      );
      await page.route(`**${dataFileFor(data.route)}`, (route) => route.fulfill({ json: { ...data, blocks } }));
      await page.evaluate((route) => {
        history.pushState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate'));
      }, data.route);
      const badge = (text: string) => page.locator('main td span', { hasText: text }).first();
      await expect.poll(() => badge(`Too long (${tooLong.length})`).count()).toBe(1);
      expect(await badge('Missing').count()).toBe(1);
      expect(await tile('Titles longer than 60 characters').textContent()).toBe('1');
      const colour = (text: string) => badge(text).evaluate((element) => getComputedStyle(element).color);
      const good = await colour('Good (');
      expect(await colour(`Too long (${tooLong.length})`)).not.toBe(good);
      expect(await colour('Missing')).toBe(await colour(`Too long (${tooLong.length})`));
    }, '/'));
});

describe('/seo-dashboard of a site with more pages than a page of rows', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dashboard-'));
  const [pagesDir, distDir] = [path.join(root, 'pages'), path.join(root, 'dist')];
  let large: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    writeBenchSite(pagesDir, ROWS_PER_PAGE);
    // A city whose name Danish orders last and English first (see text-order.ts).
    writeFileSync(path.join(pagesDir, 'locations', 'aarhus.yaml'), cityPage(0).split('Bench Town 0').join('Aarhus'));
    await buildSite({ root: process.cwd(), pagesDir, outDir: distDir, log: () => {} });
    large = await startServer({ distDir, port: 0, dbPath: path.join(root, 'leads.sqlite') });
  }, 180_000);
  afterAll(async () => {
    await large?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const table = (page: PageData) => page.blocks.find((block) => block.type === 'seoTable') as unknown as SeoTableRows;
  const wholeTable = () => table(JSON.parse(readFileSync(path.join(distDir, dataFileFor('/seo-dashboard')), 'utf8')) as PageData);

  it('carries the rows it opens with in its HTML, and gets every row from its data file once paged or sorted', async () => {
    const whole = wholeTable();
    const html = readFileSync(path.join(distDir, 'seo-dashboard', 'index.html'), 'utf8');
    const carried = table(JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!) as PageData);
    expect(whole.total).toBeGreaterThan(ROWS_PER_PAGE);
    expect(whole.rows).toHaveLength(whole.total);
    expect(carried).toEqual({ ...whole, rows: whole.rows.slice(0, ROWS_PER_PAGE) });

    await withPage(`${large.url}/seo-dashboard`, {}, async ({ page: opened }) => {
      page = opened;
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const status = () => page.getByRole('navigation', { name: 'Table pages' }).getByRole('status').textContent();
      expect(await status()).toBe(`Showing 1–${ROWS_PER_PAGE} of ${whole.total}`);
      expect(await tile('Total pages tracked').textContent()).toBe(String(whole.total));
      expect(await pageNames()).toEqual(whole.rows.slice(0, ROWS_PER_PAGE).map((row) => row.page));

      await page.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` }).click();
      await expect.poll(status).toBe(`Showing ${ROWS_PER_PAGE + 1}–${whole.total} of ${whole.total}`);
      expect(await pageNames()).toEqual(whole.rows.slice(ROWS_PER_PAGE).map((row) => row.page));
      await header(/^Page/).getByRole('button').click();
      await expect.poll(status).toBe(`Showing 1–${ROWS_PER_PAGE} of ${whole.total}`);
      expect((await pageNames())[0]).toBe(whole.rows.at(-1)!.page);
      expect(asked.filter((asked) => asked === dataFileFor('/seo-dashboard'))).toHaveLength(1);
    });
  });

  it("opens in its HTML's order, and sorts in the site's language, in a browser whose language orders text otherwise", async () => {
    const whole = wholeTable();
    const names = whole.rows.map((row) => row.page);
    expect(names[0]).toBe('Aarhus');
    await withPage(`${large.url}/seo-dashboard`, { locale: 'da-DK' }, async ({ page: opened }) => {
      page = opened;
      // The browser's own order is Danish's: "Aarhus" after "Zurich".
      expect(await page.evaluate(() => ['Aarhus', 'Zurich'].sort(new Intl.Collator().compare))).toEqual(['Zurich', 'Aarhus']);
      // Hydrated as its HTML was made (the console stays clean: no hydration mismatch).
      expect(await pageNames()).toEqual(names.slice(0, ROWS_PER_PAGE));
      const order = () => header(/^Page/).getAttribute('aria-sort');
      await header(/^Page/).getByRole('button').click();
      await expect.poll(order).toBe('descending');
      await header(/^Page/).getByRole('button').click();
      await expect.poll(order).toBe('ascending');
      expect(await pageNames()).toEqual(names.slice(0, ROWS_PER_PAGE));
    });
  });
});
