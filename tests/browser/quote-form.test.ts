import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { QuoteFormProps } from '../../blocks/quoteForm/schema.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { runLeads } from '../server/leads-command.ts';
import { useSiteServer, withPage, type OpenedPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const email = site.settings.contact.email;
/** The quote form of the content, and its page: labels, services and budgets come from its YAML. */
const formPage = site.pages.find((page) => page.data.blocks.some((block) => block.type === 'quoteForm'))!.data;
const quoteForm = formPage.blocks.find((block) => block.type === 'quoteForm') as unknown as QuoteFormProps;
const chosen = [quoteForm.services[0]!, quoteForm.services.at(-1)!];
const budget = quoteForm.budgets.at(-1)!;

const server = useSiteServer();
/** Opens the form's page and runs the checks on it, with a clean console but for the lines `expectConsole` lists. */
const withForm = (options: Parameters<typeof withPage>[1], check: (opened: OpenedPage) => Promise<void>) =>
  withPage(`${server.url}${formPage.route}`, options, check);

const form = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: new RegExp(`${quoteForm.submitLabel}|Sending`) }) });
const submit = (page: Page) => form(page).getByRole('button');
const messages = (page: Page) => form(page).getByRole('alert').allTextContents();
const service = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillValid(page: Page, name = 'Jane Builder') {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Company').fill('Acme Homes');
  for (const label of chosen) await service(page, label).check();
  await page.getByLabel('Budget').selectOption(budget);
  await page.getByLabel('Message').fill('We build 40 homes a year and want more buyers at the parade.');
}

async function expectValuesKept(page: Page) {
  expect(await page.getByLabel('Name').inputValue()).toBe('Jane Builder');
  expect(await page.getByLabel('Email').inputValue()).toBe('jane@example.com');
  expect(await page.getByLabel('Company').inputValue()).toBe('Acme Homes');
  for (const label of chosen) expect(await service(page, label).isChecked()).toBe(true);
  expect(await page.getByLabel('Budget').inputValue()).toBe(budget);
  expect(await page.getByLabel('Message').inputValue()).toBe('We build 40 homes a year and want more buyers at the parade.');
}

const listLeads = async () => {
  const { stdout } = await runLeads(['--json', '--db', server.dbPath]);
  return JSON.parse(stdout) as Array<Record<string, unknown>>;
};

describe('the quote form', () => {
  it('says under the button what is kept and for how long; shows the four messages on an empty submit, focuses the first, and clears a message once fixed', () =>
    withForm({ width: 390 }, async ({ page }) => {
      const privacy = site.settings.quote.privacy!;
      const note = form(page).getByText(`${privacy.note} Quote requests are deleted after ${privacy.retentionDays} days.`);
      expect(await note.isVisible()).toBe(true);
      expect((await note.boundingBox())!.y).toBeGreaterThan((await submit(page).boundingBox())!.y);

      await submit(page).click();
      await expect
        .poll(() => messages(page))
        .toEqual([
          'Name must be at least 2 characters',
          'Please enter a valid email',
          'You have to select at least one service',
          'Message must be at least 10 characters',
        ]);
      expect(await page.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Name').pressSequentially('Jo');
      await service(page, quoteForm.services[1]!).check();
      await expect.poll(() => messages(page)).toEqual(['Please enter a valid email', 'Message must be at least 10 characters']);
      expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('false');
    }));

  it('sends a valid request, reads "Sending..." meanwhile, confirms, resets, and stores the lead', () =>
    withForm({ width: 1280 }, async ({ page }) => {
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
      expect(await service(page, chosen[0]!).isChecked()).toBe(false);
      expect(await page.getByLabel('Message').inputValue()).toBe('');
      expect(await submit(page).textContent()).toBe(quoteForm.submitLabel);

      const [lead] = await listLeads();
      expect(lead).toMatchObject({
        name: 'Jane Builder',
        email: 'jane@example.com',
        company: 'Acme Homes',
        services: chosen,
        budget,
        message: 'We build 40 homes a year and want more buyers at the parade.',
      });
    }));

  it('shows the failure toast and keeps every value when the endpoint answers 500', () =>
    // The form logs the failure on purpose, with the endpoint's error; Chromium reports the 500 itself, too.
    withForm({ width: 1280, expectConsole: [/^error: The quote request could not be sent:.*Database is down/s, /status of 500/] }, async ({ page }) => {
      await page.route('**/api/quote', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Database is down' }) }),
      );
      await fillValid(page);
      await submit(page).click();

      await page.getByText('Oh no!').waitFor();
      expect(await page.getByText(`Something went wrong. Please try again or email us directly at ${email}.`).isVisible()).toBe(true);
      await expectValuesKept(page);
      expect(await submit(page).isEnabled()).toBe(true);
    }));

  it('fails after 15 seconds when the endpoint never answers', () =>
    withForm({ width: 1280, expectConsole: [/^error: The quote request could not be sent:.*within 15 s/s] }, async ({ page }) => {
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
    }));

  it("stores a person's request as a lead to deliver, and a bot's (honeypot filled) as spam, answering both alike", () =>
    withForm({ width: 1280 }, async ({ page }) => {
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

      const leads = await listLeads();
      expect(leads.find((lead) => lead.name === 'Pat Person')).toMatchObject({ spam: null });
      expect(leads.find((lead) => lead.name === 'Bo Bot')).toMatchObject({ spam: 'honeypot filled', deliveries: [] });
    }));

  it('keeps the honeypot out of reach of people, leaves room for a message, and offers booking, e-mail and phone', () =>
    withForm({ width: 1280 }, async ({ page }) => {
      // Skipped by Tab, absent from the accessibility tree, off screen.
      await page.getByLabel('Message').focus();
      await page.keyboard.press('Tab');
      expect(await submit(page).evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Leave this field empty', includeHidden: true }).count()).toBe(1);
      const box = await page.locator('input[name="website"]').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);

      expect((await page.getByLabel('Message').boundingBox())!.height).toBeGreaterThanOrEqual(150);

      const booking = page.getByRole('link', { name: new RegExp(quoteForm.scheduleLabel) });
      expect(await booking.getAttribute('href')).toBe(site.settings.booking.url);
      expect(await page.locator(`a[href="mailto:${email}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    }));
});
