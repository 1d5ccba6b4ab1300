import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { ANNOUNCED, EXTRA_ARTICLES, startBlogFixture } from './blog-fixture.ts';
import { closeBrowser, startSiteServer, useTab, waitForApp, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const articles = site.pages.filter((page) => page.data.blocks.some((block) => block.type === 'article'));
const notBuiltYet = site.settings.notBuiltYet;
const blogList = site.pages.find((page) => page.data.route === '/blog')!.data.blocks.find((block) => block.type === 'blogList')!;
const categoryOf = (article: (typeof articles)[number]) => article.data.blocks.find((block) => block.type === 'article')!.category as string;

let real: Awaited<ReturnType<typeof startSiteServer>>;
let fixture: Awaited<ReturnType<typeof startBlogFixture>>;
beforeAll(async () => {
  real = await startSiteServer();
  fixture = await startBlogFixture();
}, 120_000);
afterAll(async () => {
  await real?.close();
  await fixture?.close();
  await closeBrowser();
});

const visit = (url: string, check: (page: Page) => Promise<void>) => withPage(url, {}, (opened) => check(opened.page));

const cards = (page: Page) => page.locator('main .blog-masonry > li');
const cardTitles = (page: Page) => cards(page).locator('h2').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('blog list, real content', () => {
  it('has the heading as its one h1 and every article on one page, without pagination', async () => {
    await visit(`${real.url}/blog`, async (page) => {
      expect(await page.locator('h1').allTextContents()).toEqual([blogList.heading]);
      expect(await cards(page).count()).toBe(articles.length);
      expect(await pager(page).count()).toBe(0);
      const options = await page.getByLabel('Category').locator('option').allTextContents();
      const categories = [...new Set(articles.map(categoryOf))];
      expect(options).toEqual(['All categories', ...categories.sort()]);
    });
  });

  // Each width is reached by resizing one loaded page: the grid is laid out again as a window
  // resized (or a tablet turned) lays it out, and every width costs no page load.
  it('lays the cards out as a masonry grid at every width: 3 columns above 1100 px, 2 above 700 px, 1 below', async () => {
    await visit(`${real.url}/blog`, async (page) => {
      await page.evaluate(() => document.querySelectorAll('main img').forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
      await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete));
      await page.waitForSelector('main .blog-masonry[data-masonry]');
      for (const [width, columns] of [
        [1440, 3],
        [1280, 3],
        [1101, 3],
        [1100, 2],
        [1000, 2],
        [701, 2],
        [700, 1],
        [600, 1],
        [320, 1],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize's layout, and the grid placed again by the cards' ResizeObserver.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expectMasonry(page, columns, `at ${width} px`);
      }
    });
  });
});

/** The cards in `columns` columns, newest first along the top row, each under the column that ended first. */
async function expectMasonry(page: Page, columns: number, at: string) {
  const boxes = await cards(page).evaluateAll((items) =>
    items.map((item) => {
      const box = item.querySelector('article')!.getBoundingClientRect();
      return { left: Math.round(box.left), top: box.top, bottom: box.bottom };
    }),
  );
  const lefts = [...new Set(boxes.map((box) => box.left))].sort((a, b) => a - b);
  expect(lefts, `${at}: column positions`).toHaveLength(columns);
  // The first row holds the newest posts, left to right, their tops in line.
  const firstRow = boxes.slice(0, columns);
  expect(
    firstRow.map((box) => box.left),
    `${at}: first row`,
  ).toEqual(lefts);
  for (const box of firstRow) expect(box.top, `${at}: first row`).toBeCloseTo(firstRow[0]!.top, 0);
  // Every later card sits one gap below the card above it in its column: no holes.
  const gap = await page.locator('main .blog-masonry').evaluate((grid) => parseFloat(getComputedStyle(grid).columnGap));
  boxes.slice(columns).forEach((box, index) => {
    const above = boxes
      .slice(0, columns + index)
      .filter((other) => other.left === box.left)
      .at(-1)!;
    expect(box.top - above.bottom, `${at}: card ${columns + index + 1}`).toBeGreaterThanOrEqual(gap - 1);
    expect(box.top - above.bottom, `${at}: card ${columns + index + 1}`).toBeLessThanOrEqual(gap + 1);
  });
  // Each card went to the column that ended first when its turn came (ends a pixel apart count as even).
  boxes.slice(columns).forEach((box, index) => {
    const ends = lefts.map(
      (left) =>
        boxes
          .slice(0, columns + index)
          .filter((other) => other.left === left)
          .at(-1)!.bottom,
    );
    const chosen = ends[lefts.indexOf(box.left)]!;
    expect(chosen - Math.min(...ends), `${at}: card ${columns + index + 1}: ${JSON.stringify(ends)}`).toBeLessThanOrEqual(1);
  });
}

describe('blog list, with more than 9 posts', () => {
  const total = articles.length + EXTRA_ARTICLES + ANNOUNCED.length;

  it('pages through 9 posts at a time, with previous and next disabled at the ends', async () => {
    expect(Math.ceil(total / 9)).toBe(3);
    await visit(`${fixture.url}/blog`, async (page) => {
      const nav = pager(page);
      expect(await cards(page).count()).toBe(9);
      expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: /^Page \d$/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/blog/1',
        '/blog/2',
        '/blog/3',
      ]);

      await nav.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL('**/blog/2');
      await expect.poll(() => pager(page).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      expect(await cards(page).count()).toBe(9);
      expect(await pager(page).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blog/1');
      expect(await pager(page).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog/3');

      await pager(page).getByRole('link', { name: 'Page 3' }).click();
      await page.waitForURL('**/blog/3');
      await expect.poll(() => cards(page).count()).toBe(total - 18);
      expect(await pager(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      // The 18 articles fill two pages; announced posts come after them.
      expect(await cardTitles(page)).toEqual(ANNOUNCED.map((post) => post.title));
    });
  });

  it('loads a page number directly from the URL', async () => {
    await visit(`${fixture.url}/blog/2`, async (page) => {
      await expect.poll(() => cards(page).count()).toBe(9);
      expect(await pager(page).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    });
  });

  // Below 1, above the page count, not a number, or a number that is not a page's own address.
  // Every case is a direct load of its address, in one tab.
  describe('redirects an invalid page number', () => {
    const tab = useTab();

    it.each(['abc', '0', '-2', '+3', '1.5', '02', '4', '99'])('redirects /blog/%s to /blog/1 silently, replacing the history entry', async (value) => {
      await tab.visit(`${fixture.url}/blog`, {}, async ({ page }) => {
        const before = await page.evaluate(() => history.length);
        await page.goto(`${fixture.url}/blog/${value}`);
        await page.waitForURL('**/blog/1');
        await waitForApp(page);
        // One entry for the visit, none for the redirect.
        expect(await page.evaluate(() => history.length)).toBe(before + 1);
        expect(await cards(page).count()).toBe(9);
        expect(await page.locator('[data-toast]').count()).toBe(0);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/blog');
      });
    });
  });

  it('redirects an invalid page reached inside the app, replacing that entry too', async () => {
    await visit(`${fixture.url}/blog/2`, async (page) => {
      const before = await page.evaluate(() => history.length);
      await page.evaluate(() => {
        history.pushState(null, '', '/blog/0');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL('**/blog/1');
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await page.waitForURL('**/blog/2');
    });
  });

  it('filters by category, moving to page 1 and hiding the pagination when it fits on one page', async () => {
    // The announced posts' categories: the generated articles use none of them.
    const category = ANNOUNCED.at(-1)!.category;
    const inCategory = articles.filter((article) => categoryOf(article) === category).length + ANNOUNCED.filter((post) => post.category === category).length;
    await visit(`${fixture.url}/blog/2`, async (page) => {
      await page.getByLabel('Category').selectOption(category);
      await page.waitForURL(`**/blog/1?category=${encodeURIComponent(category)}`);
      await expect.poll(() => cards(page).count()).toBe(inCategory);
      expect(await cards(page).locator('p.uppercase').allTextContents()).toEqual(Array(inCategory).fill(category));
      expect(await pager(page).count()).toBe(0);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: ` in ${category}` })
          .textContent(),
      ).toBe(`${inCategory} post${inCategory === 1 ? '' : 's'} in ${category}`);

      await page.getByLabel('Category').selectOption('all');
      await page.waitForURL((url) => url.pathname + url.search === '/blog/1');
      await expect.poll(() => cards(page).count()).toBe(9);
      expect(await pager(page).count()).toBe(1);
    });
  });

  it('shows "No posts found" for a category without posts', async () => {
    await visit(`${fixture.url}/blog?category=Plumbing`, async (page) => {
      await expect.poll(() => page.getByRole('heading', { name: 'No posts found' }).count()).toBe(1);
      expect(await page.getByText('There are no blog posts in this category yet.').isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(0);
      expect(await pager(page).count()).toBe(0);
    });
  });

  it('opens the article of a card, even from a later page, and comes back with Back to Blog', async () => {
    await visit(`${fixture.url}/blog/2`, async (page) => {
      const title = (await cardTitles(page))[0]!;
      const href = await cards(page).first().getByRole('link').getAttribute('href');
      // A click anywhere on the card, not only on its title.
      await cards(page)
        .first()
        .locator('article')
        .click({ position: { x: 20, y: 20 } });
      await page.waitForURL(`**${href}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await expect.poll(() => page.locator('h1').textContent()).toBe(blogList.heading);
    });
  });

  it('says an announced post is coming soon, in a toast that lasts 3000 ms', async () => {
    await visit(`${fixture.url}/blog/3`, async (page) => {
      // Time stands still from here on, except when the test moves it.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole('button', { name: ANNOUNCED[0]!.title }).click();
      const toast = page.locator('[data-toast]');
      await expect.poll(() => toast.count()).toBe(1);
      expect(await toast.textContent()).toContain(notBuiltYet.postComingSoonTitle);
      expect(await toast.textContent()).toContain(notBuiltYet.postComingSoonText);
      expect(pathOf(page)).toBe('/blog/3');
      await page.clock.runFor(2999);
      expect(await toast.count()).toBe(1);
      await page.clock.runFor(1);
      await expect.poll(() => toast.count()).toBe(0);
    });
  });
});

describe('articles, each loaded directly in one tab', () => {
  const tab = useTab();

  it.each(articles.map((page) => [page.data.route, page]))('%s has its parts, the tools of its sections and a booking link', async (route, article) => {
    const block = article.data.blocks.find((candidate) => candidate.type === 'article')!;
    await tab.visit(`${real.url}${route}`, {}, async ({ page }) => {
      expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
      expect(await page.locator('h1').allTextContents()).toEqual([block.heading]);
      expect(await page.getByText(block.category as string, { exact: true }).count()).toBeGreaterThan(0);
      const hero = page.locator('main img').first();
      expect(await hero.getAttribute('loading')).toBe('eager');
      expect(await hero.getAttribute('alt')).toBe((block.image as { alt: string }).alt);
      const sections = block.sections as { tools: string[] }[];
      expect(await page.locator('main article ol > li').count()).toBe(sections.length);
      expect(await page.getByText('Popular tools', { exact: true }).count()).toBe(sections.filter((section) => section.tools.length > 0).length);
      expect(await page.locator(`main a[href="${site.settings.booking.url}"]`).count()).toBeGreaterThan(0);
      // Heading levels never skip.
      const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
    });
  });
});
