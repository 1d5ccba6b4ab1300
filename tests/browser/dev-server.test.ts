import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, runNpm, type NpmProcess } from './dev-process.ts';
import { closeBrowser, openPage, waitForApp, type OpenedPage } from './harness.ts';

/**
 * `npm run dev` as an editor uses it: started the way README says, in the project's own layout
 * (the real pages/ folder), driven by Chromium while real page files are edited. The files are
 * put back byte for byte afterwards, whatever happens.
 */
const QUOTE_PAGE = 'pages/get-started.yaml';
const ABOUT_PAGE = 'pages/about.yaml';
const SETTINGS = 'pages/_site.yaml';
/** Shared items: the home page shows the first. */
const TESTIMONIALS = 'pages/_data/testimonials.core.yaml';
/** A page the tests add, and remove afterwards. */
const ADDED_PAGE = 'pages/dev-added-page.yaml';
const addedHeading = 'Added While the Dev Server Runs';
const addedPage = `title: Page Added While Dev Runs
description: A page written while the dev server runs, to show that the app reaches a new page without loading it whole.
blocks:
  - type: hero
    heading: ${addedHeading}
`;
const originals = new Map([QUOTE_PAGE, ABOUT_PAGE, SETTINGS, TESTIMONIALS].map((file) => [file, readFileSync(file)]));
const original = (file: string) => originals.get(file)!.toString('utf8');

interface PageYaml {
  blocks: { type: string; heading?: string; submitLabel?: string; items?: { question: string }[] }[];
}
const quoteYaml = parse(original(QUOTE_PAGE)) as PageYaml;
const aboutYaml = parse(original(ABOUT_PAGE)) as PageYaml;
const quoteHeading = quoteYaml.blocks.find((block) => block.type === 'hero')!.heading!;
const submitLabel = quoteYaml.blocks.find((block) => block.type === 'quoteForm')!.submitLabel!;
const aboutTitle = (parse(original(ABOUT_PAGE)) as { title: string }).title;
const question = aboutYaml.blocks.find((block) => block.type === 'faq')!.items![1]!.question;
const aboutHeading = aboutYaml.blocks.find((block) => block.type === 'hero')!.heading!;
const phone = (parse(original(SETTINGS)) as { contact: { phone: string } }).contact.phone;
const role = Object.values(parse(original(TESTIMONIALS)) as Record<string, { role: string }>)[0]!.role;

/** The text with its one occurrence of `from` replaced; an edit that misses fails loudly. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`"${from}" is not in the page file: update this test's edit.`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The quote page with `title:` misspelt: [broken text, "file:line:col" of the mistake]. */
function misspeltTitle(): [string, string] {
  const text = original(QUOTE_PAGE);
  const line = text.slice(0, text.indexOf('\ntitle:') + 1).split('\n').length;
  return [replaceOnce(text, '\ntitle:', '\ntitel:'), `${QUOTE_PAGE}:${line}:1`];
}
const [brokenQuotePage, mistakeAt] = misspeltTitle();
const mistake = `${mistakeAt}  titel: `;

const count = (text: string, needle: string) => text.split(needle).length - 1;
const overlayText = (page: Page) => page.locator('vite-error-overlay').evaluate((element) => element.shadowRoot?.textContent ?? '');
const marker = (page: Page) => page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker);
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'same document'));

/** The terminal never shows a stack trace, nor Vite's own error for a module that failed. */
function expectNoStackTrace(output: string) {
  expect(output).not.toMatch(/^\s+at .+[(:]/m);
  expect(output).not.toMatch(/Internal server error|Pre-transform error/);
}

let dev: NpmProcess;
let url: string;
let port: number;
let quote: OpenedPage;
/** HMR messages the quote page received after its last load. */
const messages: { type: string; event?: string; err?: { message: string } }[] = [];

beforeAll(async () => {
  // Dev starts on a broken page.
  writeFileSync(QUOTE_PAGE, brokenQuotePage);
  port = await freePort();
  dev = runNpm('dev', { PORT: String(port), HOST: '127.0.0.1' });
  url = (await dev.waitFor(/Local:\s+(http:\S+)/, 90_000))[1]!.replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  try {
    for (const [file, bytes] of originals) writeFileSync(file, bytes);
    rmSync(ADDED_PAGE, { force: true });
  } finally {
    await quote?.close();
    await dev?.stop();
    await closeBrowser();
  }
});

describe('npm run dev in the project layout', () => {
  it('listens on PORT and HOST, as npm start does', () => {
    expect(url).toBe(`http://127.0.0.1:${port}`);
  });

  it('started on a broken page: the problem once in the terminal and in the overlay, no stack trace', async () => {
    quote = await openPage(`${url}/get-started`);
    quote.page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => messages.push(JSON.parse(String(payload)) as (typeof messages)[number])),
    );
    const overlay = quote.page.locator('vite-error-overlay');
    await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
    expect(await overlayText(quote.page)).toContain(mistake);
    // The app has asked for the content (every module that imports it has been served), and
    // got the problems instead of a site.
    await expect.poll(() => quote.problems.join('\n'), { timeout: 20_000 }).toContain(mistake);

    expect(count(dev.output(), mistake)).toBe(1);
    expectNoStackTrace(dev.output());
  });

  it('a fix shows the page, clears the overlay and says so in the terminal', async () => {
    writeFileSync(QUOTE_PAGE, originals.get(QUOTE_PAGE)!);
    await expect.poll(() => quote.page.locator('h1').textContent(), { timeout: 20_000 }).toBe(quoteHeading);
    expect(await quote.page.locator('vite-error-overlay').count()).toBe(0);
    await dev.waitFor(/Content fixed: every page is valid again \(pages\/get-started\.yaml\)/);
    // The page that could not start was reloaded; from here on, nothing reloads.
    quote.problems.length = 0;
  });

  it('a YAML edit updates the open page in place: scroll position and form input are kept', async () => {
    const { page } = quote;
    await setMarker(page);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Dana Builder');
    await name.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    messages.length = 0;

    writeFileSync(QUOTE_PAGE, replaceOnce(original(QUOTE_PAGE), `submitLabel: ${submitLabel}`, `submitLabel: ${submitLabel} Today`));
    await expect.poll(() => page.getByRole('button', { name: `${submitLabel} Today` }).count(), { timeout: 20_000 }).toBe(1);
    await dev.waitFor(/content update pages\/get-started\.yaml/);

    expect(await marker(page)).toBe('same document');
    expect(await name.inputValue()).toBe('Dana Builder');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(messages).toContainEqual(expect.objectContaining({ type: 'custom', event: 'content:update' }));
    expect(messages.filter((message) => message.type === 'full-reload')).toEqual([]);
    expect(quote.problems).toEqual([]);
  });

  it('a settings edit (pages/_site.yaml) updates the footer and the blocks in place, before the whole site is compiled again', async () => {
    const { page } = quote;
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(phone);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const newPhone = phone.replace(/\d{4}$/, () => '0199');
    expect(newPhone).not.toBe(phone);
    const printedBefore = dev.output().length;
    try {
      // "#checked" is a YAML comment: the number reads without it, and the whole compile warns about it.
      writeFileSync(SETTINGS, replaceOnce(original(SETTINGS), `phone: ${phone}`, `phone: ${newPhone} #checked`));
      await expect.poll(() => footer.textContent(), { timeout: 20_000 }).toContain(newPhone);
      // The quote form shows the phone number too: its block was refreshed, its input kept.
      await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toContain(newPhone);
      await expect.poll(() => count(dev.output().slice(printedBefore), '#checked'), { timeout: 20_000 }).toBeGreaterThan(0);
      const printed = dev.output().slice(printedBefore);
      expect(printed.indexOf(`content update ${SETTINGS}`)).toBeGreaterThanOrEqual(0);
      expect(printed.indexOf(`content update ${SETTINGS}`)).toBeLessThan(printed.indexOf('#checked'));
      expect(await name.inputValue()).toBe('Dana Builder');
      expect(await marker(page)).toBe('same document');
      expect(messages.filter((message) => message.type === 'full-reload')).toEqual([]);
    } finally {
      writeFileSync(SETTINGS, originals.get(SETTINGS)!);
    }
    await expect.poll(() => footer.textContent(), { timeout: 20_000 }).toContain(phone);
    expect(quote.problems).toEqual([]);
  });

  it('an edit keeps open accordions open where the reader is', async () => {
    const about = await openPage(`${url}/about`);
    try {
      const { page } = about;
      const details = page.locator('details', { has: page.getByRole('heading', { name: question }) });
      await details.locator('summary').click();
      await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      await setMarker(page);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      const edited = question.replace(/\?$/, () => ' at all?');
      writeFileSync(ABOUT_PAGE, replaceOnce(original(ABOUT_PAGE), `question: ${question}`, `question: ${edited}`));
      const editedDetails = page.locator('details', { has: page.getByRole('heading', { name: edited }) });
      await expect.poll(() => editedDetails.count(), { timeout: 20_000 }).toBe(1);

      expect(await marker(page)).toBe('same document');
      expect(await editedDetails.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(about.problems).toEqual([]);
    } finally {
      writeFileSync(ABOUT_PAGE, originals.get(ABOUT_PAGE)!);
      await about.close();
    }
  });

  it('a broken edit shows the located problem in the overlay and once in the terminal; the fix clears it', async () => {
    const { page } = quote;
    const printedBefore = dev.output().length;
    const receivedBefore = messages.length;
    writeFileSync(QUOTE_PAGE, brokenQuotePage);
    const overlay = page.locator('vite-error-overlay');
    await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
    const shown = await overlayText(page);
    expect(shown).toContain(mistake);
    expect(shown).not.toMatch(/^\s+at /m);
    // The last good content stays on screen under the overlay.
    expect(await page.getByRole('button', { name: `${submitLabel} Today` }).count()).toBe(1);
    await expect.poll(() => count(dev.output().slice(printedBefore), mistake)).toBe(1);
    // The overlay came first from the page compiled on its own, then from the whole compile,
    // which also reported the problem in the terminal.
    // Any other message is shown as it came, should one ever come between them.
    const overlays = () => messages.slice(receivedBefore).filter((message) => message.type === 'error');
    await expect
      .poll(() => overlays().map(({ err }) => (err!.message.includes(mistake) ? 'the mistake' : err!.message)))
      .toEqual(['the mistake', 'the mistake']);

    writeFileSync(QUOTE_PAGE, originals.get(QUOTE_PAGE)!);
    await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: submitLabel, exact: true }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => count(dev.output().slice(printedBefore), 'Content fixed: every page is valid again')).toBe(1);
    // The fix, compiled on its own, showed before the whole compile said the content is fixed.
    const printed = dev.output().slice(printedBefore);
    expect(printed.indexOf('content update pages/get-started.yaml')).toBeGreaterThan(printed.indexOf(mistake));
    expect(printed.indexOf('content update pages/get-started.yaml')).toBeLessThan(printed.indexOf('Content fixed'));

    expect(count(dev.output().slice(printedBefore), mistake)).toBe(1);
    expectNoStackTrace(dev.output());
    expect(await marker(page)).toBe('same document');
    expect(messages.filter((message) => message.type === 'full-reload')).toEqual([]);
    expect(quote.problems).toEqual([]);
  });

  it('an edit saved by emptying the file first shows as saved, never as an empty page', async () => {
    const { page } = quote;
    const printedBefore = dev.output().length;
    // Some editors (and writeFile) truncate, then write: the watcher sees the empty file first
    // and may drop the write's own event as a repeat of it.
    writeFileSync(QUOTE_PAGE, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(QUOTE_PAGE, replaceOnce(original(QUOTE_PAGE), `heading: ${quoteHeading}`, `heading: ${quoteHeading} Soon`));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(`${quoteHeading} Soon`);

    expect(dev.output().slice(printedBefore)).not.toContain('This page is empty');
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(await marker(page)).toBe('same document');
    expect(quote.problems).toEqual([]);
  });

  it('a second save right after the first shows, though the watcher reports one change in 50 ms', async () => {
    const { page } = quote;
    const saved = (heading: string) => replaceOnce(original(QUOTE_PAGE), `heading: ${quoteHeading}`, `heading: ${heading}`);
    writeFileSync(QUOTE_PAGE, saved(`${quoteHeading} First`));
    await new Promise((resolve) => setTimeout(resolve, 15));
    writeFileSync(QUOTE_PAGE, saved(`${quoteHeading} Second`));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(`${quoteHeading} Second`);

    expect(await marker(page)).toBe('same document');
    expect(quote.problems).toEqual([]);
  });

  it('an edit shows before the whole site is compiled again; the problems that compile finds follow in the terminal, once', async () => {
    const { page } = quote;
    const printedBefore = dev.output().length;
    // "#now" after a plain value is a YAML comment: the heading reads without it, and the check
    // that warns about it runs in the compile of the whole site that follows the edit.
    writeFileSync(QUOTE_PAGE, replaceOnce(original(QUOTE_PAGE), `heading: ${quoteHeading}`, `heading: ${quoteHeading} Here #now`));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(`${quoteHeading} Here`);
    await expect.poll(() => count(dev.output().slice(printedBefore), '#now'), { timeout: 20_000 }).toBeGreaterThan(0);
    const printed = dev.output().slice(printedBefore);
    expect(count(printed, 'content update pages/get-started.yaml')).toBe(1);
    // Updated first, then reported: a compile of the whole site reports its problems before the update line.
    expect(printed.indexOf('content update pages/get-started.yaml')).toBeLessThan(printed.indexOf('#now'));
    expect(count(printed, '#now')).toBe(1);
    expect(printed).toMatch(/pages\/get-started\.yaml:\d+:\d+ {2}blocks\[0\] › heading: warning/);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(await marker(page)).toBe('same document');
    expect(quote.problems).toEqual([]);
  });

  it('a page retitled: the pages that list it (the SEO dashboard) follow once the whole site is compiled again', async () => {
    const dashboard = await openPage(`${url}/seo-dashboard`);
    try {
      const { page } = dashboard;
      expect(await page.locator('main').textContent()).toContain(aboutTitle);
      await setMarker(page);
      const retitled = `${aboutTitle} and Values`;
      writeFileSync(ABOUT_PAGE, replaceOnce(original(ABOUT_PAGE), `title: ${aboutTitle}`, `title: ${retitled}`));
      await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toContain(retitled);
      expect(await marker(page)).toBe('same document');
      expect(dashboard.problems).toEqual([]);
    } finally {
      writeFileSync(ABOUT_PAGE, originals.get(ABOUT_PAGE)!);
      await dashboard.close();
    }
  });

  it('a shared item’s edit shows on the pages that show it before the whole site is compiled again, whose problems follow', async () => {
    const home = await openPage(`${url}/`);
    try {
      await waitForApp(home.page);
      const printedBefore = dev.output().length;
      // "#checked" is a YAML comment: the role reads without it, and the whole compile warns about it.
      writeFileSync(TESTIMONIALS, replaceOnce(original(TESTIMONIALS), `role: ${role}`, `role: ${role} and Treasurer #checked`));
      await expect.poll(() => home.page.locator('main').textContent(), { timeout: 20_000 }).toContain(`${role} and Treasurer`);
      await expect.poll(() => count(dev.output().slice(printedBefore), '#checked'), { timeout: 20_000 }).toBeGreaterThan(0);
      const printed = dev.output().slice(printedBefore);
      expect(count(printed, `content update ${TESTIMONIALS}`)).toBe(1);
      expect(printed.indexOf(`content update ${TESTIMONIALS}`)).toBeLessThan(printed.indexOf('#checked'));
      expect(home.problems).toEqual([]);
    } finally {
      writeFileSync(TESTIMONIALS, originals.get(TESTIMONIALS)!);
      await home.close();
    }
  });

  it('an edit saved while the page is still starting shows once the app has started', async () => {
    const about = await openPage(`${url}/about`);
    try {
      // Saved once the app has asked for the page's data, and (the block code still loading) before
      // it listens for edits: the page must end up showing it all the same.
      const asked = () => about.page.evaluate(() => performance.getEntriesByName(new URL('/_data/about.json', location.href).href).length);
      await expect.poll(asked, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
      writeFileSync(ABOUT_PAGE, replaceOnce(original(ABOUT_PAGE), `heading: ${aboutHeading}`, `heading: ${aboutHeading} Today`));
      await expect.poll(() => about.page.locator('h1').textContent(), { timeout: 20_000 }).toBe(`${aboutHeading} Today`);
      expect(about.problems).toEqual([]);
    } finally {
      writeFileSync(ABOUT_PAGE, originals.get(ABOUT_PAGE)!);
      await about.close();
    }
  });

  it('a page added: shown before the whole site is compiled again, and a link to it is followed by the app, with the new route table, without a page load', async () => {
    const about = await openPage(`${url}/about`);
    try {
      const { page } = about;
      await waitForApp(page);
      await setMarker(page);
      // The tab has the route table of the site as it was (it loads as the app starts).
      const tableLoaded = () => page.evaluate(() => performance.getEntriesByName(new URL('/_data/_routes.json', location.href).href).length);
      await expect.poll(tableLoaded, { timeout: 20_000 }).toBeGreaterThan(0);
      const printedBefore = dev.output().length;
      writeFileSync(ADDED_PAGE, addedPage);
      // Asked from here, not from the tab: the tab would log each 404 before the server knows the file.
      await expect.poll(async () => (await fetch(`${url}/_data/dev-added-page.json`)).status, { timeout: 20_000 }).toBe(200);
      // Shown on its own first, then reported by the compile of the whole site that follows (its
      // first line names no schema: a warning).
      await expect.poll(() => dev.output().slice(printedBefore), { timeout: 20_000 }).toContain('pages/dev-added-page.yaml:1:1');
      const printed = dev.output().slice(printedBefore);
      expect(count(printed, 'content update pages/dev-added-page.yaml')).toBe(1);
      expect(printed.indexOf('content update pages/dev-added-page.yaml')).toBeLessThan(printed.indexOf('pages/dev-added-page.yaml:1:1'));
      const secondary = 'href: /get-started\n        variant: secondary';
      writeFileSync(ABOUT_PAGE, replaceOnce(original(ABOUT_PAGE), secondary, secondary.replace('/get-started', '/dev-added-page')));
      const link = page.locator('main a[href="/dev-added-page"]');
      await expect.poll(() => link.count(), { timeout: 20_000 }).toBe(1);
      await link.click();
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(addedHeading);
      expect(await marker(page)).toBe('same document');
      expect(about.problems).toEqual([]);
    } finally {
      await about.close();
      writeFileSync(ABOUT_PAGE, originals.get(ABOUT_PAGE)!);
      rmSync(ADDED_PAGE, { force: true });
    }
  });

  it('a page deleted: its data and its route are gone', async () => {
    const data = () => fetch(`${url}/_data/dev-added-page.json`).then((response) => response.status);
    const routes = () => fetch(`${url}/_data/_routes.json`).then(async (response) => ((await response.json()) as { routes: string[] }).routes);
    try {
      writeFileSync(ADDED_PAGE, addedPage);
      await expect.poll(data, { timeout: 20_000 }).toBe(200);
      expect(await routes()).toContain('/dev-added-page');
      rmSync(ADDED_PAGE);
      await expect.poll(data, { timeout: 20_000 }).toBe(404);
      expect(await routes()).not.toContain('/dev-added-page');
    } finally {
      rmSync(ADDED_PAGE, { force: true });
    }
  });

  it('npm run build meanwhile reloads nothing', { timeout: 180_000 }, async () => {
    const { page } = quote;
    const build = runNpm('build');
    try {
      expect(await build.exited).toBe(0);
    } finally {
      await build.stop();
    }
    // An edit after the build: once it shows, the dev server has handled everything before it.
    writeFileSync(QUOTE_PAGE, replaceOnce(original(QUOTE_PAGE), `heading: ${quoteHeading}`, `heading: ${quoteHeading} Now`));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe(`${quoteHeading} Now`);

    expect(await marker(page)).toBe('same document');
    expect(messages.filter((message) => message.type === 'full-reload')).toEqual([]);
    expect(dev.output()).not.toMatch(/page reload|dist\//);
    expect(quote.problems).toEqual([]);
  });
});

describe('npm run dev with a bad PORT', () => {
  it('stops with a message instead of listening elsewhere', async () => {
    const dev = runNpm('dev', { PORT: 'http' });
    try {
      expect(await dev.exited).toBe(1);
      expect(dev.output()).toContain('PORT must be a number from 0 to 65535, not "http".');
    } finally {
      await dev.stop();
    }
  });
});
