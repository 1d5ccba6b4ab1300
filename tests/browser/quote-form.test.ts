import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { closeBrowser, openPage, startSiteServer, waitForApp, type OpenedPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const email = site.settings.contact.email;

let server: Awaited<ReturnType<typeof startSiteServer>>;
let opened: OpenedPage | undefined;
beforeAll(async () => {
  server = await startSiteServer();
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});
afterAll(async () => {
  await server.close();
  await closeBrowser();
});

async function openForm(width = 1280) {
  opened = await openPage(`${server.url}/get-started`, { width });
  await waitForApp(opened.page);
  return opened;
}

const form = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: /Request My Quote|Sending/ }) });
const submit = (page: Page) => form(page).getByRole('button');
const messages = (page: Page) => form(page).getByRole('alert').allTextContents();

async function fillValid(page: Page, name = 'Jane Builder') {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Company').fill('Acme Homes');
  await page.getByLabel('Website Design').check();
  await page.getByLabel('Home Parade Systems').check();
  await page.getByLabel('Budget').selectOption('$10,000 - $25,000');
  await page.getByLabel('Message').fill('We build 40 homes a year and want more buyers at the parade.');
}

async function expectValuesKept(page: Page) {
  expect(await page.getByLabel('Name').inputValue()).toBe('Jane Builder');
  expect(await page.getByLabel('Email').inputValue()).toBe('jane@example.com');
  expect(await page.getByLabel('Company').inputValue()).toBe('Acme Homes');
  expect(await page.getByLabel('Website Design').isChecked()).toBe(true);
  expect(await page.getByLabel('Home Parade Systems').isChecked()).toBe(true);
  expect(await page.getByLabel('Budget').inputValue()).toBe('$10,000 - $25,000');
  expect(await page.getByLabel('Message').inputValue()).toBe('We build 40 homes a year and want more buyers at the parade.');
}

/** The failure path logs its error on purpose; nothing else may reach the console. */
function expectOnlyTheLoggedFailure({ problems }: OpenedPage, extra: RegExp[] = []) {
  const expected = [/The quote request could not be sent/, ...extra];
  expect(problems.some((problem) => expected[0]!.test(problem))).toBe(true);
  expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
}

const listLeads = async () => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/leads.ts', '--json', '--db', server.dbPath]);
  return JSON.parse(stdout) as Array<Record<string, unknown>>;
};

describe('the quote form on /get-started', () => {
  it('shows the four messages on an empty submit, focuses the first, and clears a message once fixed', async () => {
    const { page, problems } = await openForm(390);
    await submit(page).click();
    await expect.poll(() => messages(page)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'You have to select at least one service',
      'Message must be at least 10 characters',
    ]);
    expect(await page.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').pressSequentially('Jo');
    await page.getByLabel('SEO / AEO').check();
    await expect.poll(() => messages(page)).toEqual(['Please enter a valid email', 'Message must be at least 10 characters']);
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('sends a valid request, reads "Sending..." meanwhile, confirms, resets, and stores the lead', async () => {
    const { page, problems } = await openForm();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the request until "Sending..." has been seen, then let it through to the real endpoint.
    await page.route('**/api/quote', async (route) => {
      await held;
      await route.continue();
    });
    await fillValid(page);
    await submit(page).click();
    await expect.poll(() => submit(page).textContent()).toBe('Sending...');
    expect(await submit(page).isDisabled()).toBe(true);
    release();

    await page.getByText('Quote Request Sent!').waitFor();
    expect(await page.getByText("Thanks for reaching out! We'll review your request and get back to you shortly.").isVisible()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Website Design').isChecked()).toBe(false);
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await submit(page).textContent()).toBe('Request My Quote');
    expect(problems).toEqual([]);

    const [lead] = await listLeads();
    expect(lead).toMatchObject({
      name: 'Jane Builder',
      email: 'jane@example.com',
      company: 'Acme Homes',
      services: ['Website Design', 'Home Parade Systems'],
      budget: '$10,000 - $25,000',
      message: 'We build 40 homes a year and want more buyers at the parade.',
    });
  });

  it('shows the failure toast and keeps every value when the endpoint answers 500', async () => {
    const opened = await openForm();
    const { page } = opened;
    await page.route('**/api/quote', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Database is down' }) }),
    );
    await fillValid(page);
    await submit(page).click();

    await page.getByText('Oh no!').waitFor();
    expect(await page.getByText(`Something went wrong. Please try again or email us directly at ${email}.`).isVisible()).toBe(true);
    await expectValuesKept(page);
    expect(await submit(page).isEnabled()).toBe(true);
    // Chromium reports the 500 itself, too.
    expectOnlyTheLoggedFailure(opened, [/status of 500/]);
    expect(opened.problems.some((problem) => problem.includes('Database is down'))).toBe(true);
  });

  it('fails after 15 seconds when the endpoint never answers', async () => {
    const opened = await openForm();
    const { page } = opened;
    await page.route('**/api/quote', () => {}); // never answered
    await fillValid(page);
    await page.clock.install();
    await submit(page).click();
    await expect.poll(() => submit(page).textContent()).toBe('Sending...');

    await page.clock.runFor(14_000);
    expect(await page.getByText('Oh no!').count()).toBe(0);
    await page.clock.runFor(1_500);
    await page.getByText('Oh no!').waitFor();
    await expectValuesKept(page);
    expectOnlyTheLoggedFailure(opened);
    expect(opened.problems.some((problem) => problem.includes('within 15 s'))).toBe(true);
  });

  it('stores a person\'s request as a lead to deliver, and a bot\'s (honeypot filled) as spam, answering both alike', async () => {
    const { page, problems } = await openForm();
    await page.clock.install();
    await fillValid(page, 'Pat Person');
    // A person takes a while to fill the form in; the endpoint counts that time.
    await page.clock.fastForward(20_000);
    await submit(page).click();
    await page.getByText('Quote Request Sent!').waitFor();
    // The form resets once the request is accepted.
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');

    await fillValid(page, 'Bo Bot');
    await page.clock.fastForward(20_000);
    // Only a program reaches the honeypot: people never see, hear or tab to it.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByText('Quote Request Sent!').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    const leads = await listLeads();
    expect(leads.find((lead) => lead.name === 'Pat Person')).toMatchObject({ spam: null });
    expect(leads.find((lead) => lead.name === 'Bo Bot')).toMatchObject({ spam: 'honeypot filled', deliveries: [] });
  });

  it('keeps the honeypot out of reach of people: skipped by Tab, absent from the accessibility tree, off screen', async () => {
    const { page } = await openForm();
    await page.getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    expect(await submit(page).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Leave this field empty', includeHidden: true }).count()).toBe(1);
    const box = await page.locator('input[name="website"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
  });

  it('says under the form what is kept, why and for how long, as the settings say', async () => {
    const { page } = await openForm(390);
    const privacy = site.settings.quote.privacy!;
    const note = form(page).getByText(`${privacy.note} Quote requests are deleted after ${privacy.retentionDays} days.`);
    expect(await note.isVisible()).toBe(true);
    // Under the submit button.
    expect((await note.boundingBox())!.y).toBeGreaterThan((await submit(page).boundingBox())!.y);
  });

  it('opens booking in a new tab and offers e-mail and phone', async () => {
    const { page } = await openForm();
    const booking = page.getByRole('link', { name: /Schedule a Call Instead/ });
    expect(await booking.getAttribute('href')).toBe(site.settings.booking.url);
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await booking.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator(`a[href="mailto:${email}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
  });
});
