import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { useSiteServer, useTab, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const booking = site.settings.booking.url;

const server = useSiteServer();

const bar = (page: Page) => page.getByRole('complementary', { name: 'Quick actions' });
const barBooking = (page: Page) => bar(page).getByRole('link', { name: new RegExp(`^${site.settings.booking.label}`) });
const heroBooking = (page: Page) => page.locator('main section').first().locator(`a[href="${booking}"]`).first();

/** Booking links a visitor can see right now: in the viewport, not hidden. */
const visibleBookings = (page: Page) =>
  page.locator(`a[href="${booking}"]`).evaluateAll(
    (links) =>
      links.filter((link) => {
        const box = link.getBoundingClientRect();
        return getComputedStyle(link).visibility === 'visible' && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      }).length,
  );

/**
 * Text and controls of the page (not the bar's own) whose boxes overlap the bar, where they are
 * drawn: text by the line boxes of its words, controls by their box.
 */
const coveredByBar = (page: Page) =>
  page.evaluate(() => {
    const aside = document.querySelector('aside[aria-label="Quick actions"]')!;
    const barTop = aside.getBoundingClientRect().top;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || aside.contains(node) || parent.closest('.sr-only, [hidden], script, style')) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.height > 0 && box.bottom > barTop + 0.5 && box.top < innerHeight) hits.push(node.textContent!.trim());
    }
    for (const control of document.querySelectorAll('a, button, input, select, textarea, summary')) {
      if (aside.contains(control) || control.closest('.sr-only')) continue;
      const box = control.getBoundingClientRect();
      if (box.height > 0 && box.bottom > barTop + 0.5 && box.top < innerHeight) hits.push(`<${control.tagName.toLowerCase()}> ${control.textContent?.trim()}`);
    }
    return hits;
  });

// Every width with a hero that has a booking button (home) and a page without one (the blog);
// a service page where the hero's button starts below the fold (1024 px) and on the narrowest screen.
const cases = [320, 375, 768, 1024, 1280, 1440].flatMap((width) => [
  [width, '/'] as const,
  [width, '/blog'] as const,
  ...(width === 320 || width === 1024 ? [[width, '/services/seo-aeo'] as const] : []),
]);

describe('quick actions', () => {
  // Each case is a direct load at its width, one after another in one tab.
  const tab = useTab();

  it.each(cases)('at %i px, %s: the floating Book a Call comes in once the hero is passed, and covers nothing', async (width, route) => {
    await tab.visit(`${server.url}${route}`, { width, height: 800 }, async ({ page }) => {
      // First view: the hero's own button (where the page has one, even if below the fold on a
      // short screen) and the header's from 1024 px; never a third.
      expect(await bar(page).isVisible()).toBe(false);
      const hasHeroBooking = (await heroBooking(page).count()) > 0;
      if (hasHeroBooking) expect(await heroBooking(page).isVisible()).toBe(true);
      expect(await visibleBookings(page)).toBeLessThanOrEqual((hasHeroBooking ? 1 : 0) + (width >= 1024 ? 1 : 0));

      // Just past the opener (the hero's button, or the page's heading), the bar comes in.
      const opener = hasHeroBooking ? heroBooking(page) : page.locator('main h1');
      const openerBottom = await opener.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
      await page.evaluate((y) => scrollTo(0, y), openerBottom - 100);
      await expect.poll(() => bar(page).isVisible()).toBe(true);
      await expect.poll(() => barBooking(page).isVisible()).toBe(true);
      expect(await barBooking(page).getAttribute('href')).toBe(booking);

      // The bar is page chrome like the header: full width, opaque, at the bottom edge (once it has slid in).
      const box = () =>
        bar(page).evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left, width: rect.width, bottom: rect.bottom, background: getComputedStyle(element).backgroundColor };
        });
      await expect.poll(box).toEqual({ left: 0, width, bottom: 800, background: 'rgb(255, 255, 255)' });

      // At the end of the page nothing is left under it: the footer ends above the bar.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(box).toMatchObject({ bottom: 800 });
      expect(await coveredByBar(page)).toEqual([]);

      // Back at the top it leaves again.
      await page.evaluate(() => scrollTo(0, 0));
      await expect.poll(() => bar(page).isVisible()).toBe(false);
    });
  });
});

describe('quick actions across pages', () => {
  it('watches the new page’s hero after a navigation inside the app', async () => {
    await withPage(`${server.url}/`, { width: 375 }, async ({ page }) => {
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => bar(page).isVisible()).toBe(true);
      await page.locator('#root > footer a[href="/services/seo-aeo"]').click();
      await page.waitForURL('**/services/seo-aeo');
      await expect.poll(() => bar(page).isVisible()).toBe(false);
      expect(await heroBooking(page).isVisible()).toBe(true);
      const openerBottom = await heroBooking(page).evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
      await page.evaluate((y) => scrollTo(0, y), openerBottom - 100);
      await expect.poll(() => bar(page).isVisible()).toBe(true);
    });
  });
});

describe('quick actions, keyboard', () => {
  it('keeps a focused control clear of the bar when Tab scrolls it into view', async () => {
    await withPage(`${server.url}/services/seo-aeo`, { width: 375, height: 700, reducedMotion: 'reduce' }, async ({ page }) => {
      await page.evaluate(() => scrollTo(0, 1200));
      await expect.poll(() => bar(page).isVisible()).toBe(true);
      const barTop = await bar(page).evaluate((element) => element.getBoundingClientRect().top);
      // Tab through the page's own controls; each one ends up above the bar.
      await page.locator('main a, main button, main summary').first().focus();
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement!;
          return { inBar: !!element.closest('aside'), bottom: element.getBoundingClientRect().bottom };
        });
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        if ((await focused()).inBar) break;
        // Where it ends up: on a loaded machine the scroll that brings it into view can land a frame later.
        await expect.poll(async () => (await focused()).bottom).toBeLessThanOrEqual(barTop + 0.5);
      }
    });
  });
});
