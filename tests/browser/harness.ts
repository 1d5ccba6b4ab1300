import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer } from '../../src/server/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';

let browser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * One site server for a test file: started before its tests, stopped (with the shared browser)
 * after them. Read `url` inside tests, once it has started.
 */
export function useSiteServer() {
  let server: Awaited<ReturnType<typeof startSiteServer>> | undefined;
  beforeAll(async () => {
    server = await startSiteServer();
  });
  afterAll(async () => {
    await server?.close();
    await closeBrowser();
  });
  return {
    get url() {
      return server!.url;
    },
    get dbPath() {
      return server!.dbPath;
    },
  };
}

/** The built site (dist/) with its quote endpoint and a throwaway lead store. */
export async function startSiteServer(options: { dbPath?: string } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  const dbPath = options.dbPath ?? path.join(dir, 'leads.sqlite');
  const server = await startServer({ distDir: path.resolve('dist'), port: 0, dbPath });
  return {
    url: server.url,
    dbPath,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, seen so far. */
  problems: string[];
  consoleMessages: ConsoleMessage[];
  close(): Promise<void>;
}

/**
 * A fresh browser context at the given width. Analytics requests are answered locally with an
 * empty script, so tests never depend on the network and can see page views.
 */
export async function openPage(
  url: string,
  options: { width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference'; javaScript?: boolean; locale?: string } = {},
): Promise<OpenedPage> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScript ?? true,
    // The browser's language, and its default order of text (Intl).
    ...(options.locale && { locale: options.locale }),
  });
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  // Content-Security-Policy violations are not always console errors: report them as such.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI})`)),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const consoleMessages: ConsoleMessage[] = [];
  page.on('console', (message) => {
    consoleMessages.push(message);
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A failed load names no resource in its text: add which, so a report says what was missing.
    const resource = message.text().startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
    problems.push(`${message.type()}: ${message.text()}${resource}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems, consoleMessages, close: () => context.close() };
}

type OpenOptions = NonNullable<Parameters<typeof openPage>[1]>;
/** Console lines a check causes on purpose (a logged failure, a 404 answer). */
type ConsoleOptions = { expectConsole?: RegExp[] };

/**
 * Requires the console to have stayed free of errors and warnings: each `expectConsole`
 * pattern must match at least one line, and lines it matches are allowed.
 */
function expectCleanConsole(problems: string[], expectConsole: RegExp[]) {
  const neverSeen = expectConsole.filter((pattern) => !problems.some((line) => pattern.test(line)));
  expect(neverSeen.map(String), 'expected console lines that never came').toEqual([]);
  expect(problems.filter((line) => !expectConsole.some((pattern) => pattern.test(line)))).toEqual([]);
}

/**
 * Opens a page, waits until it has hydrated, runs the checks on it, then requires the console
 * to have stayed free of errors and warnings throughout (apart from the `expectConsole` lines,
 * which must come); the page is closed whatever happens.
 */
export async function withPage(url: string, { expectConsole = [], ...options }: OpenOptions & ConsoleOptions, check: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(url, options);
  try {
    await waitForApp(opened.page);
    await check(opened);
    expectCleanConsole(opened.problems, expectConsole);
  } finally {
    await opened.close();
  }
}

/**
 * One tab for the tests of a describe block that each look at a page as it first loads. Every
 * visit is a direct load by URL, a new document that starts (and hydrates) the app afresh, as
 * withPage's is, with a history of its own; only the browser context is kept, with what it
 * cached of the site's files, which saves opening a context and a tab per page. Nothing of the
 * app lives in storage, so no visit sees another's state. The console is checked per visit as
 * withPage checks it, counting anything logged since the previous visit ended. Register it
 * after useSiteServer, so it is closed before the browser is.
 */
export function useTab(options: OpenOptions = {}) {
  let tab: OpenedPage | undefined;
  let history: CDPSession | undefined;
  let checked = 0;
  beforeAll(async () => {
    tab = await openPage('about:blank', options);
    history = await tab.page.context().newCDPSession(tab.page);
  });
  afterAll(async () => {
    await tab?.close();
  });
  return {
    async visit(
      url: string,
      { expectConsole = [], width = options.width ?? 1280, height = options.height ?? 900 }: Pick<OpenOptions, 'width' | 'height'> & ConsoleOptions,
      check: (opened: OpenedPage) => Promise<void>,
    ) {
      const opened = tab!;
      try {
        await opened.page.setViewportSize({ width, height });
        // From a blank page: a load of the URL the tab shows already would be a reload, which
        // keeps the scroll position and what was typed into forms.
        await opened.page.goto('about:blank');
        await opened.page.goto(url, { waitUntil: 'load' });
        // The tab's history starts at this page, as a new tab's would: the previous visits'
        // entries would be there for Back, and a test may count them.
        await history!.send('Page.resetNavigationHistory');
        if (options.javaScript !== false) await waitForApp(opened.page);
        await check(opened);
        expectCleanConsole(opened.problems.slice(checked), expectConsole);
      } finally {
        checked = opened.problems.length;
      }
    },
  };
}

/** Resolves once React has hydrated (the app marks the root when it is interactive). */
export async function waitForApp(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Page views the app queued for the Google tag (gtag pushes `arguments` objects). */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path),
  );
