import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeoRow } from '../../blocks/seoTable/schema.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { closeBrowser, openPage, startSiteServer, waitForApp, type OpenedPage } from './harness.ts';

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

let server: Awaited<ReturnType<typeof startSiteServer>>;
let opened: OpenedPage;
let page: Page;
beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(async () => {
  await server.close();
  await closeBrowser();
});

async function open(path = '/seo-dashboard') {
  opened = await openPage(`${server.url}${path}`);
  page = opened.page;
  await waitForApp(page);
}
async function finish() {
  expect(opened.problems).toEqual([]);
  await opened.close();
}

const rows = () => page.locator('main tbody tr');
const column = (index: number) => rows().evaluateAll((all, i) => all.map((row) => row.children[i]!.querySelector('span')!.textContent!), index);
const pageNames = () => rows().evaluateAll((all) => all.map((row) => row.querySelector('a')!.firstChild!.textContent!));
const header = (name: RegExp) => page.getByRole('columnheader', { name });
const tile = (label: string) => page.locator('main dt', { hasText: label }).locator('xpath=following-sibling::dd');
const unescape = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const sortedBy = (values: string[], descending = false) => [...values].sort((a, b) => (descending ? b.localeCompare(a) : a.localeCompare(b)));

describe('/seo-dashboard', () => {
  it('is kept out of search engines', async () => {
    await open();
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('h1').count()).toBe(1);
    await finish();
  });

  it('tracks every indexable page the content has but articles and the ones it leaves out, with the tiles counting them', async () => {
    await open();
    const paths = await rows().evaluateAll((all) => all.map((row) => row.querySelector('a')!.getAttribute('href')!));
    expect([...paths].sort()).toEqual([...TRACKED].sort());
    expect(await tile('Total pages tracked').textContent()).toBe(String(TRACKED.length));
    const titles = await column(1);
    expect(await tile('Titles longer than 60 characters').textContent()).toBe(String(titles.filter((title) => title.length > 60).length));
    await finish();
  });

  it('shows for every page the very title and description its own <head> has', async () => {
    await open();
    const shown = await rows().evaluateAll((all) =>
      all.map((row) => ({
        path: row.querySelector('a')!.getAttribute('href')!,
        title: row.children[1]!.querySelector('span')!.textContent!,
        description: row.children[2]!.querySelector('span')!.textContent!,
      })),
    );
    for (const row of shown) {
      const head = (await (await fetch(`${server.url}${row.path}`)).text()).split('</head>')[0]!;
      expect(unescape(/<title[^>]*>([^<]*)<\/title>/.exec(head)![1]!), row.path).toBe(row.title);
      expect(unescape(/<meta name="description" content="([^"]*)"/.exec(head)![1]!), row.path).toBe(row.description);
    }
    await finish();
  });

  it('links each row to its page in a new tab', async () => {
    await open();
    const links = await rows().evaluateAll((all) => all.map((row) => [row.querySelector('a')!.getAttribute('target'), row.querySelector('a')!.getAttribute('rel')]));
    expect(new Set(links.map((link) => link.join(' ')))).toEqual(new Set(['_blank noopener noreferrer']));
    const [popup] = await Promise.all([page.waitForEvent('popup'), rows().first().locator('a').click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(await rows().first().locator('a').getAttribute('href'));
    await finish();
  });

  it('sorts by page ascending first, toggles on the same header, and starts another header ascending', async () => {
    await open();
    const names = await pageNames();
    expect(names).toEqual(sortedBy(names));
    expect(await header(/^Page/).getAttribute('aria-sort')).toBe('ascending');

    await header(/^Page/).getByRole('button').click();
    expect(await pageNames()).toEqual(sortedBy(names, true));
    expect(await header(/^Page/).getAttribute('aria-sort')).toBe('descending');
    await header(/^Page/).getByRole('button').click();
    expect(await pageNames()).toEqual(sortedBy(names));

    await header(/^Title Tag/).getByRole('button').click();
    const titles = await column(1);
    expect(titles).toEqual(sortedBy(titles));
    expect(await header(/^Title Tag/).getAttribute('aria-sort')).toBe('ascending');
    expect(await header(/^Page/).getAttribute('aria-sort')).toBe('none');
    await header(/^Title Tag/).getByRole('button').click();
    expect(await column(1)).toEqual(sortedBy(titles, true));

    await header(/^Meta Description/).getByRole('button').click();
    const descriptions = await column(2);
    expect(descriptions).toEqual(sortedBy(descriptions));
    expect(await header(/^Meta Description/).getAttribute('aria-sort')).toBe('ascending');

    // Keyboard: the headers are buttons.
    await header(/^Meta Description/).getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await header(/^Meta Description/).getAttribute('aria-sort')).toBe('descending');
    await finish();
  });

  it('labels every cell Good with its length on the real site', async () => {
    await open();
    const labels = await rows().evaluateAll((all) => all.map((row) => [...row.querySelectorAll('td:not(:first-child) > span:last-child')].map((badge) => badge.textContent)));
    const texts = await rows().evaluateAll((all) => all.map((row) => [1, 2].map((i) => row.children[i]!.querySelector('span')!.textContent!)));
    expect(labels).toEqual(texts.map(([title, description]) => [`Good (${title!.length})`, `Good (${description!.length})`]));
    await finish();
  });

  it('shows problems as Missing and Too long, in words and in a different colour', async () => {
    // The build refuses such pages, so the page data is altered on its way to the browser.
    await open('/');
    const data = site.pages.find((candidate) => candidate.data.route === '/seo-dashboard')!.data;
    const bad: SeoRow = { path: '/bad', page: 'Bad page', title: 'x'.repeat(70), description: '' };
    const blocks = data.blocks.map((block) => (block.type === 'seoTable' ? { ...block, rows: [bad, ...(block.rows as SeoRow[])] } : block));
    await page.route('**/_data/seo-dashboard.json', (route) => route.fulfill({ json: { ...data, blocks } }));
    await page.evaluate(() => {
      history.pushState(null, '', '/seo-dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const badge = (text: string) => page.locator('main td span', { hasText: text }).first();
    await expect.poll(() => badge('Too long (70)').count()).toBe(1);
    expect(await badge('Missing').count()).toBe(1);
    expect(await tile('Titles longer than 60 characters').textContent()).toBe('1');
    const colour = (text: string) => badge(text).evaluate((element) => getComputedStyle(element).color);
    const good = await colour('Good (');
    expect(await colour('Too long (70)')).not.toBe(good);
    expect(await colour('Missing')).toBe(await colour('Too long (70)'));
    await finish();
  });
});
