import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteServer, withPage } from './harness.ts';

/** Keyboard only: everything a visitor can do with a mouse, done with Tab, Enter, Space and arrows. */
const server = useSiteServer();

/** Presses Tab until the focused element matches, failing after a bounded number of steps. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 200) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((test) => {
      const element = document.activeElement;
      return element ? (new Function('element', `return (${test})(element)`) as (e: Element) => boolean)(element) : false;
    }, matches.toString());
    if (found) return;
  }
  throw new Error(`Tab never reached ${matches.toString()}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('keyboard only', () => {
  it('opens and closes FAQ answers, one at a time', async () => {
    await withPage(`${server.url}/services/seo-aeo`, {}, async ({ page }) => {
      await tabTo(page, (element) => element.tagName === 'SUMMARY');
      const first = await focusedText(page);
      await page.keyboard.press('Enter');
      expect(await page.locator('details[open]').count()).toBe(1);
      expect(await page.locator('details[open] summary').textContent()).toBe(first);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.locator('details[open]').count()).toBe(1);
      expect(await page.locator('details[open] summary').textContent()).not.toBe(first);
      await page.keyboard.press('Enter');
      expect(await page.locator('details[open]').count()).toBe(0);
    });
  });

  it('drives the testimonial carousel with its buttons', async () => {
    await withPage(`${server.url}/`, {}, async ({ page }) => {
      const carousel = page.locator('[aria-roledescription="carousel"]');
      const visibleLabels = () =>
        carousel.locator(':not([inert]) > [aria-roledescription="slide"]').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
      const before = await visibleLabels();
      await tabTo(page, (element) => element.tagName === 'BUTTON' && /next/i.test(element.getAttribute('aria-label') ?? element.textContent ?? ''));
      await page.keyboard.press('Enter');
      await expect.poll(visibleLabels).not.toEqual(before);
      expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    });
  });

  it('filters the portfolio', async () => {
    await withPage(`${server.url}/portfolio`, {}, async ({ page }) => {
      await tabTo(page, (element) => element.tagName === 'BUTTON' && element.textContent?.trim() === 'Print');
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Print', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /Showing/ })
            .textContent(),
        )
        .toMatch(/Showing 2 projects/);
    });
  });

  it('changes the blog category and opens a post', async () => {
    await withPage(`${server.url}/blog`, {}, async ({ page }) => {
      await tabTo(page, (element) => element.tagName === 'SELECT');
      await page.keyboard.press('ArrowDown');
      // The address changes first and the list renders for it after: tab on only once the list
      // shows the category, so focus never lands on a card that the filter is about to replace.
      await page.waitForURL(/\/blog\?category=/);
      const chosen = new URL(page.url()).searchParams.get('category');
      const statuses = async () => (await page.getByRole('status').allTextContents()).join('\n');
      await expect.poll(statuses).toContain(` in ${chosen ?? ''}`);
      await tabTo(
        page,
        (element) => element.tagName === 'A' && (element.getAttribute('href') ?? '').startsWith('/blog/') && element.closest('article') !== null,
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/blog\/[a-z-]+$/);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
    });
  });

  it('fills and submits the quote form', async () => {
    await withPage(`${server.url}/get-started`, {}, async ({ page }) => {
      await tabTo(page, (element) => element.getAttribute('name') === 'name');
      await page.keyboard.type('Kim Keys');
      await page.keyboard.press('Tab');
      await page.keyboard.type('kim@example.com');
      await tabTo(page, (element) => element.getAttribute('type') === 'checkbox');
      await page.keyboard.press('Space');
      await tabTo(page, (element) => element.tagName === 'TEXTAREA');
      await page.keyboard.type('We remodel kitchens and need more calls.');
      await tabTo(page, (element) => element.getAttribute('type') === 'submit');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-toast]').first().textContent(), { timeout: 10_000 }).toContain('Quote Request Sent!');
    });
  });
});
