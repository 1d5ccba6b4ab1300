import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { openPage, pageViews, useSiteServer, waitForApp } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const gtagId = site!.settings.analytics.gtagId!;
const server = useSiteServer();

/** What an HTML injection would add: a tag-manager container of the attacker's, and an inline script. */
const INJECTED = '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER"></script><script>window.injectedInlineRan = true</script>';

/** Serves `route` with the injection in its body and the server's own headers (the policy included). */
async function injectInto(page: Page, route: string) {
  await page.route(`${server.url}${route}`, async (request) => {
    const response = await request.fetch();
    const html = (await response.text()).replace('<div id="root">', (root) => `${INJECTED}${root}`);
    // The body is handed over decoded: drop the headers that describe the encoded one.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await request.fulfill({ response, headers, body: html });
  });
}

describe('strict Content-Security-Policy in Chromium', () => {
  it('refuses scripts injected into the HTML, even from the tag host, while the app and the analytics tag it inserts run', async () => {
    const opened = await openPage('about:blank');
    const { page, problems } = opened;
    try {
      const fetched: string[] = [];
      const refused: string[] = [];
      page.on('requestfinished', (request) => fetched.push(request.url()));
      page.on('requestfailed', (request) => refused.push(`${request.url()} (${request.failure()?.errorText})`));
      // The tag our own code inserts marks that it ran (the harness answers other tag requests empty).
      await page.route(/googletagmanager\.com\/gtag\/js/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.analyticsTagRan = true;' }),
      );
      await injectInto(page, '/about');

      await page.goto(`${server.url}/about`, { waitUntil: 'load' });
      await waitForApp(page);
      await page.waitForFunction(() => (window as unknown as { analyticsTagRan?: boolean }).analyticsTagRan === true);

      expect(fetched).toContain(`https://www.googletagmanager.com/gtag/js?id=${gtagId}`);
      expect(await pageViews(page)).toEqual(['/about']);
      // The policy stopped the injected container before it was fetched; the inline script did not run.
      expect(refused).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER (csp)']);
      expect(fetched.filter((url) => url.includes('gtm.js'))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { injectedInlineRan?: boolean }).injectedInlineRan)).toBeUndefined();
      // The refusals are reported (the violation events the harness turns into console errors)...
      expect(problems).toContain('error: CSP violation: script-src-elem (https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER)');
      expect(problems).toContain('error: CSP violation: script-src-elem (inline)');
      // ...and they are the only console messages: the page itself breaks no rule.
      expect(problems.filter((problem) => !/gtm\.js\?id=GTM-ATTACKER|script-src-elem \(inline\)|inline script/.test(problem))).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('keeps the console clean on a page without injection, with the analytics tag loaded', async () => {
    const opened = await openPage(`${server.url}/`);
    try {
      await waitForApp(opened.page);
      // A resource entry appears once the tag script has been fetched (a refused one has none).
      await opened.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/gtag/js')));
      expect(await pageViews(opened.page)).toEqual(['/']);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
