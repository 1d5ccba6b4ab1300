import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkNames } from '../../src/app/footer/SocialIcon.tsx';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { telHref } from '../../src/ui/contact.ts';
import { slugify } from '../../src/shared/slug.ts';
import { openPage, pageViews, useSiteServer, waitForApp, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;
const servicesIndex = settings.navigation.findIndex((section) => section.path === '/services');
const services = settings.navigation[servicesIndex]!;
const whoWeHelp = settings.navigation.find((section) => section.path === '/who-we-help')!;
/** The entries of the desktop bar after Services, in order: Tab and the arrows move along them. */
const [afterServices, twoAfterServices] = settings.navigation.slice(servicesIndex + 1).map((section) => section.name);
/** A service page in the Services menu, for the tests that follow a menu link. */
const aService = services.items.at(-1)!;

const server = useSiteServer();

const trigger = (page: Page, name: string) => page.locator('#root > header button[data-trigger]', { hasText: name });
const panel = (page: Page, name: string) => page.locator(`#menu-${slugify(name)}`);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const menuButton = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ });

/**
 * Resolves once React has committed whatever the page's timers asked of it so far. React renders
 * an update in a scheduler task (a MessageChannel message, which the fake clock leaves alone), so
 * a message posted now arrives after that task: by then a menu that was wrongly opened shows.
 */
const reactSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
/** Resolves after the next two frames: observers and scroll handlers have seen the last scroll. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('desktop header (1280 px)', () => {
  it('opens a dropdown after 200 ms of hover, skips the delay between triggers, closes 150 ms after leaving', async () => {
    await withPage(`${server.url}/`, { width: 1280 }, async ({ page }) => {
      // A paused fake clock: the menu's timers fire only when the test advances time.
      await page.clock.install();
      await page.reload();
      await waitForApp(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const isOpen = (name: string) => trigger(page, name).getAttribute('aria-expanded');
      const settle = () => reactSettled(page);

      await trigger(page, services.name).hover();
      await page.clock.runFor(150);
      await settle();
      expect(await isOpen(services.name)).toBe('false');
      await page.clock.runFor(100);
      // Settling is enough for an opening to show, so the "still closed" checks mean something.
      await settle();
      expect(await isOpen(services.name)).toBe('true');
      await expect.poll(() => panel(page, services.name).isVisible()).toBe(true);

      // Moving to another trigger while one is open switches at once.
      await trigger(page, whoWeHelp.name).hover();
      await expect.poll(() => isOpen(whoWeHelp.name)).toBe('true');
      expect(await isOpen(services.name)).toBe('false');
      expect(await panel(page, services.name).isVisible()).toBe(false);

      // Leaving: still open after 100 ms, closed after 150 ms.
      await page.mouse.move(640, 700);
      await page.clock.runFor(100);
      await settle();
      expect(await isOpen(whoWeHelp.name)).toBe('true');
      await page.clock.runFor(60);
      await expect.poll(() => isOpen(whoWeHelp.name)).toBe('false');

      // Within 300 ms of a menu closing, the next one opens without the delay...
      await trigger(page, services.name).hover();
      await expect.poll(() => isOpen(services.name)).toBe('true');
      await page.mouse.move(640, 700);
      await page.clock.runFor(160);
      await expect.poll(() => isOpen(services.name)).toBe('false');
      // ...and after that window the 200 ms delay applies again.
      await page.clock.runFor(400);
      await trigger(page, services.name).hover();
      await settle();
      expect(await isOpen(services.name)).toBe('false');
      await page.clock.runFor(210);
      await expect.poll(() => isOpen(services.name)).toBe('true');
    });
  });

  it('is fully keyboard operable: Enter, Space, arrows, Home/End, Escape and Tab out', async () => {
    await withPage(`${server.url}/`, { width: 1280 }, async ({ page }) => {
      const entries = [`All ${services.name}`, ...services.items.map((item) => item.title)];
      await trigger(page, services.name).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedText(page)).toBe(entries[0]);
      expect(await trigger(page, services.name).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toContain(entries[1]);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp'); // wraps to the last entry
      expect(await focusedText(page)).toContain(entries.at(-1));
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe(entries[0]);
      await page.keyboard.press('End');
      expect(await focusedText(page)).toContain(entries.at(-1));

      await page.keyboard.press('Escape');
      await expect.poll(() => panel(page, services.name).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-trigger'))).toBe('/services');

      await page.keyboard.press(' ');
      await expect.poll(() => focusedText(page)).toBe(entries[0]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).toBe(entries[0]);

      // Tab past the last entry: focus moves on along the bar and the menu closes.
      for (let step = 0; step < entries.length; step++) await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(afterServices);
      await expect.poll(() => panel(page, services.name).isVisible()).toBe(false);

      // Left and Right move along the bar.
      await page.keyboard.press('ArrowRight');
      expect(await focusedText(page)).toBe(twoAfterServices);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-trigger'))).toBe('/services');
    });
  });

  it('highlights the current section and marks exactly the current link with aria-current', async () => {
    await withPage(`${server.url}/services/seo-aeo`, { width: 1280 }, async ({ page }) => {
      const nav = page.locator('#root > header nav').first();
      expect(await trigger(page, services.name).getAttribute('data-active')).toBe('true');
      expect(await trigger(page, whoWeHelp.name).getAttribute('data-active')).toBeNull();
      const color = (name: string) => trigger(page, name).evaluate((element) => getComputedStyle(element).color);
      expect(await color(services.name)).not.toBe(await color(whoWeHelp.name));
      const current = nav.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute('href')).toBe('/services/seo-aeo');
      // The footer marks its link to this page too.
      expect(await page.locator('#root > footer a[aria-current="page"]').getAttribute('href')).toBe('/services/seo-aeo');

      await nav.locator('a[href="/about"]').click();
      await page.waitForURL('**/about');
      await expect.poll(() => nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/about');
      expect(await nav.locator('a[href="/about"]').getAttribute('data-active')).toBe('true');
      expect(await trigger(page, services.name).getAttribute('data-active')).toBeNull();
    });
    // A page below a section (an article) highlights the section, but is not its link's page.
    await withPage(`${server.url}/blog/ai-tools-for-contractors`, { width: 1280 }, async ({ page }) => {
      const blog = page.locator('#root > header nav').first().locator('a[href="/blog"]');
      expect(await blog.getAttribute('data-active')).toBe('true');
      expect(await blog.getAttribute('aria-current')).toBeNull();
    });
  });

  it('closes the dropdown when one of its links navigates', async () => {
    await withPage(`${server.url}/`, { width: 1280 }, async ({ page }) => {
      await trigger(page, services.name).click();
      await panel(page, services.name).locator(`a[href="${aService.href}"]`).click();
      await page.waitForURL(`**${aService.href}`);
      await expect.poll(() => panel(page, services.name).isVisible()).toBe(false);
      expect(await trigger(page, services.name).getAttribute('aria-expanded')).toBe('false');
    });
  });
});

describe('mobile menu (375 px)', () => {
  const sheetLinks = (page: Page, name: string) => page.locator(`#root > header nav:visible ul[aria-label="${name}"] a`);
  const sectionButton = (page: Page, name: string) => page.locator('#root > header nav:visible button[aria-expanded]', { hasText: name });

  it('keeps one submenu open at a time, each with "All {section}" and its sub-items', async () => {
    await withPage(`${server.url}/`, { width: 375 }, async ({ page }) => {
      await menuButton(page).click();
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');

      await sectionButton(page, whoWeHelp.name).click();
      await expect.poll(() => sheetLinks(page, whoWeHelp.name).count()).toBe(whoWeHelp.items.length + 1);
      expect(await sheetLinks(page, whoWeHelp.name).first().textContent()).toBe(`All ${whoWeHelp.name}`);
      const first = whoWeHelp.items[0]!;
      expect(await sheetLinks(page, whoWeHelp.name).nth(1).textContent()).toBe(first.title + first.description);

      // Opening Services closes Who We Help.
      await sectionButton(page, services.name).click();
      await expect.poll(() => sheetLinks(page, whoWeHelp.name).count()).toBe(0);
      expect(await sectionButton(page, whoWeHelp.name).getAttribute('aria-expanded')).toBe('false');
      expect(await sheetLinks(page, services.name).count()).toBe(services.items.length + 1);
      expect(await sheetLinks(page, services.name).first().getAttribute('href')).toBe('/services');

      // Clicking the open one closes it.
      await sectionButton(page, services.name).click();
      await expect.poll(() => sheetLinks(page, services.name).count()).toBe(0);
      expect(await page.locator('#root > header nav:visible button[aria-expanded="true"]').count()).toBe(1); // the menu button
    });
  });

  // Two navigations and four menu interactions: on a loaded machine the walk can outlast the
  // default 30 s, which is a budget for one page's checks.
  it('closes the menu and its submenu on a link click, on any path change and on Escape', async () => {
    await withPage(`${server.url}/`, { width: 375 }, async ({ page }) => {
      await menuButton(page).click();
      await sectionButton(page, services.name).click();
      await sheetLinks(page, services.name).filter({ hasText: aService.title }).click();
      await page.waitForURL(`**${aService.href}`);
      await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => sheetLinks(page, services.name).count()).toBe(0);

      // The current page and its section are highlighted in the menu.
      await menuButton(page).click();
      expect(await sectionButton(page, services.name).getAttribute('data-active')).toBe('true');
      await sectionButton(page, services.name).click();
      expect(await page.locator('#root > header nav:visible [aria-current="page"]').getAttribute('href')).toBe(aService.href);

      // A path change that does not come from the menu (the Back button) closes it too.
      await page.goBack();
      await page.waitForURL(`${server.url}/`);
      await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => sheetLinks(page, services.name).count()).toBe(0);

      // Escape closes it and returns focus to the menu button.
      await menuButton(page).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.closest('#root > header') !== null)).toBe(true);
    });
  }, 60_000);
});

describe.each([1280, 375])('site shell at %i px', (width) => {
  it('has a fixed header exactly 110 px tall, clear of the page, whose logo links home', async () => {
    await withPage(`${server.url}/about`, { width }, async ({ page }) => {
      // The skip link is first in the Tab order and targets <main>.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
      await page.evaluate(() => (document.activeElement as HTMLElement).blur()); // it covers the logo while focused
      const header = page.locator('#root > header').first();
      expect((await header.boundingBox())?.height).toBe(110);
      expect(await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop)).toBe('110px');
      await page.evaluate(() => window.scrollTo(0, 1500));
      expect((await header.boundingBox())?.y).toBe(0);
      await page.locator('#root > header a[href="/"]').click();
      await page.waitForURL(`${server.url}/`);
    });
  });

  it('scrolls to the top on a route change, and the back-to-top button works from the keyboard', async () => {
    await withPage(`${server.url}/about`, { width }, async ({ page }) => {
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      expect(await backToTop.isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => backToTop.isVisible()).toBe(true);

      await backToTop.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await expect.poll(() => backToTop.isVisible()).toBe(false);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const before = await page.title();
      await page.locator('#root > footer a[href="/services/seo-aeo"]').click();
      await page.waitForURL('**/services/seo-aeo');
      await expect.poll(() => page.title()).not.toBe(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it('links the cities, contact details and social networks of the settings in the footer', async () => {
    await withPage(`${server.url}/`, { width }, async ({ page }) => {
      const footer = page.locator('#root > footer');
      const cityLinks = await footer
        .locator('a[href^="/locations/"]')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(cityLinks).toEqual(settings.footer.cities.map((city) => [city, `/locations/${slugify(city)}`]));
      for (const [, href] of cityLinks) expect((await fetch(`${server.url}${href}`)).status).toBe(200);

      expect(await footer.locator(`a[href="${telHref(settings.contact.phone)}"]`).textContent()).toBe(settings.contact.phone);
      expect(await footer.locator(`a[href="mailto:${settings.contact.email}"]`).textContent()).toBe(settings.contact.email);
      expect(await footer.textContent()).toContain(settings.contact.hours);
      for (const item of settings.footer.services) expect(await footer.locator(`a[href="${item.href}"]`).count()).toBe(1);

      for (const social of settings.socials) {
        const link = footer.getByRole('link', { name: new RegExp(`^${settings.brand} on ${networkNames[social.network]}\\b`) });
        expect(await link.getAttribute('href')).toBe(social.url);
      }
    });
  });

  // The new-tab rule of every link is SiteOrExternalLink's (src/ui/SiteOrExternalLink.test.tsx); this is the real popup.
  it('brings in the floating booking button, which opens the booking page with no opener and no referrer', async () => {
    await withPage(`${server.url}/`, { width }, async ({ page }) => {
      // The floating one comes in once the hero's own booking button has scrolled away.
      const floating = page.locator(`aside a[href="${settings.booking.url}"]`);
      expect(await floating.isVisible()).toBe(false);
      await page.evaluate(() => scrollTo(0, 1500));
      await expect.poll(() => floating.isVisible()).toBe(true);
      expect(await floating.textContent()).toContain(settings.booking.label);

      await page.context().route(settings.booking.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }));
      const [popup] = await Promise.all([page.context().waitForEvent('page'), floating.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(settings.booking.url);
      expect(await popup.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
    });
  });

  it('reports exactly one page view with path and query per load and per route change', async () => {
    const tagUrl = `https://www.googletagmanager.com/gtag/js?id=${settings.analytics.gtagId}`;
    // The prerendered HTML loads nothing: the tag comes from code, after hydration.
    expect(await (await fetch(`${server.url}/about`)).text()).not.toContain('googletagmanager');

    await withPage(`${server.url}/about?ref=shell`, { width }, async ({ page }) => {
      await expect.poll(() => pageViews(page)).toEqual(['/about?ref=shell']);
      const config = await page.evaluate(() =>
        (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((entry) => Array.from(entry)).find((entry) => entry[0] === 'config'),
      );
      expect(config).toEqual(['config', settings.analytics.gtagId, { send_page_view: false }]);
      await expect.poll(() => page.locator(`script[src="${tagUrl}"]`).count()).toBe(1);
      expect(await page.locator(`script[src="${tagUrl}"]`).evaluate((script: HTMLScriptElement) => script.async)).toBe(true);

      if (width >= 1024) {
        await page.locator('#root > header nav').first().locator('a[href="/blog"]').click();
      } else {
        await menuButton(page).click();
        await page.locator('#root > header nav:visible a[href="/blog"]').click();
      }
      await page.waitForURL('**/blog');
      await expect.poll(() => pageViews(page)).toEqual(['/about?ref=shell', '/blog']);
      await page.goBack();
      await page.waitForURL('**/about?ref=shell');
      await expect.poll(() => pageViews(page)).toEqual(['/about?ref=shell', '/blog', '/about?ref=shell']);
      // A duplicate would be queued with its own route change: by the next route's view it would show.
      await page.goForward();
      await page.waitForURL('**/blog');
      await expect.poll(() => pageViews(page)).toEqual(['/about?ref=shell', '/blog', '/about?ref=shell', '/blog']);
    });

    // The tag script is requested only after the page became interactive.
    const opened = await openPage('about:blank', { width });
    try {
      await opened.page.addInitScript(() => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && node.src.includes('googletagmanager'))
                (window as unknown as { tagAfterHydration: boolean }).tagAfterHydration = 'hydrated' in document.documentElement.dataset;
        }).observe(document, { childList: true, subtree: true });
      });
      const request = opened.page.waitForRequest(tagUrl);
      await opened.page.goto(`${server.url}/`);
      await request;
      expect(await opened.page.evaluate(() => (window as unknown as { tagAfterHydration?: boolean }).tagAfterHydration)).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('never hides what is on screen at load; a section below the fold fades in when scrolled to', async () => {
    await withPage(`${server.url}/`, { width }, async ({ page }) => {
      // Record every state each section goes through from the moment the app starts.
      const states = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main [data-reveal-root]')].map((element) => {
            const { top } = element.getBoundingClientRect();
            const items = element.querySelectorAll('[data-reveal-item]').length;
            return { top: top + window.scrollY, reveal: element.dataset.reveal ?? 'rest', opacity: getComputedStyle(element).opacity, items };
          }),
        );
      const viewport = page.viewportSize()!.height;
      await expect.poll(async () => (await states()).some((state) => state.reveal === 'waiting')).toBe(true);
      const atLoad = await states();
      for (const state of atLoad.filter((section) => section.top < viewport)) expect(state).toMatchObject({ reveal: 'rest', opacity: '1' });
      for (const state of atLoad.filter((section) => section.top > viewport + 30)) expect(state).toMatchObject({ reveal: 'waiting', opacity: '0' });

      // The waiting section with the longest list, so the stagger of its items can be seen.
      const target = atLoad.reduce(
        (best, section, index) => (section.reveal === 'waiting' && (best < 0 || section.items > atLoad[best]!.items) ? index : best),
        -1,
      );
      expect(atLoad[target]!.items).toBeGreaterThan(1);
      await page.evaluate((index) => document.querySelectorAll('main [data-reveal-root]')[index]!.scrollIntoView({ block: 'center' }), target);
      await expect.poll(async () => (await states())[target]).toMatchObject({ reveal: 'entering', opacity: '1' });
      // The items of each of its lists follow each other 0.1 s apart; the ninth and later come in together.
      const items = await page.evaluate(
        (index) =>
          [...document.querySelectorAll('main [data-reveal-root]')[index]!.querySelectorAll('[data-reveal-item]')].map((item) => ({
            position: [...item.parentElement!.children].indexOf(item),
            delayMs: Math.round(parseFloat(getComputedStyle(item).transitionDelay) * 1000),
          })),
        target,
      );
      expect(items).toEqual(items.map(({ position }) => ({ position, delayMs: Math.min(position, 8) * 100 })));
    });
  });

  it('moves nothing when the visitor prefers reduced motion', async () => {
    // Sections animate through CSS (data-reveal), the mobile menu through inline spring styles.
    const moved = (page: Page) =>
      page.evaluate(
        () =>
          [
            ...[...document.querySelectorAll<HTMLElement>('main [data-reveal], main [data-reveal-item]')].map((element) => getComputedStyle(element)),
            ...[...document.querySelectorAll<HTMLElement>('#root > header *')].map((element) => element.style),
          ].filter((style) => (style.transform && style.transform !== 'none') || style.opacity === '0').length,
      );
    const scrollThrough = async (page: Page, check: () => Promise<void>) => {
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await nextFrames(page);
        await check();
      }
    };

    // Without the preference, sections below the fold do animate in (so the check below means something).
    await withPage(`${server.url}/`, { width }, async ({ page }) => {
      await expect.poll(() => moved(page)).toBeGreaterThan(0);
    });

    await withPage(`${server.url}/`, { width, reducedMotion: 'reduce' }, async ({ page }) => {
      await scrollThrough(page, async () => expect(await moved(page)).toBe(0));
      if (width < 1024) {
        // The mobile menu appears without sliding: record every style it has while opening.
        await page.evaluate(() => {
          const seen: string[] = ((window as unknown as { menuStyles: string[] }).menuStyles = []);
          new MutationObserver(() =>
            document.querySelectorAll<HTMLElement>('#root > header nav [id]').forEach((element) => seen.push(element.style.transform)),
          ).observe(document.querySelector('#root > header')!, { subtree: true, childList: true, attributes: true });
        });
        await menuButton(page).click();
        // A spring would have begun where the sheet mounts: its first style is recorded by then.
        await page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`).waitFor();
        const styles = await page.evaluate(() => (window as unknown as { menuStyles: string[] }).menuStyles);
        expect(styles.filter((transform) => transform && transform !== 'none')).toEqual([]);
      }
    });
  });

  it('shows the visitor’s year in the copyright without a hydration mismatch', async () => {
    const buildYear = String(new Date().getFullYear());
    expect(await (await fetch(`${server.url}/`)).text()).toMatch(new RegExp(`© <span>${buildYear}</span>`));
    const opened = await openPage('about:blank', { width });
    try {
      await opened.page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
      await opened.page.goto(`${server.url}/`);
      await waitForApp(opened.page);
      await expect.poll(() => opened.page.locator('#root > footer').textContent()).toContain(`© 2031 ${settings.brand}`);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
