// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settings } from 'virtual:content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../src/ui/toast.ts';
import { renderBlock, renderHydrated } from '../test-utils.tsx';
import QuoteForm from './QuoteForm.tsx';
import type { QuoteFormProps } from './schema.ts';
import { sendQuote } from './send-quote.ts';

// The real toasts still render; the spy lets tests check the exact words and variant.
vi.mock('../../src/ui/toast.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/ui/toast.ts')>();
  return { ...original, toast: vi.fn(original.toast) };
});

const props: QuoteFormProps = {
  type: 'quoteForm',
  heading: 'Tell Us About Your Project',
  intro: 'A few details help us quote.',
  services: ['Website Design', 'SEO / AEO', 'Other'],
  budgets: ['Under $5,000', '$50,000+'],
  submitLabel: 'Request My Quote',
  scheduleLabel: 'Schedule a Call Instead',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
/** The form's own messages (the toast region is an alert region too). */
const alerts = () => within(screen.getByRole('button', { name: /Request My Quote|Sending/ }).closest('form')!).queryAllByRole('alert');
const submitButton = () => screen.getByRole('button', { name: /Request My Quote|Sending/ }) as HTMLButtonElement;

function renderForm() {
  return renderBlock(<QuoteForm {...props} />);
}

async function fillValid(user: ReturnType<typeof renderForm>['user']) {
  await user.type(input(/^Name/), '  Jane Builder ');
  await user.type(input(/^Email/), 'jane@example.com');
  await user.type(input(/^Company/), 'Acme Homes');
  await user.click(input('Website Design'));
  await user.click(input('Other'));
  await user.selectOptions(input('Budget'), '$50,000+');
  await user.type(input(/^Message/), 'We need a new website before spring.');
}

/** The failure path logs on purpose; keep the shared "no console errors" check for everything else. */
function expectLoggedFailure(pattern: RegExp) {
  expect(console.error).toHaveBeenCalledWith('The quote request could not be sent:', expect.objectContaining({ message: expect.stringMatching(pattern) }));
  vi.mocked(console.error).mockClear();
}

const failureToast = {
  title: 'Oh no!',
  description: `Something went wrong. Please try again or email us directly at ${settings.contact.email}.`,
  variant: 'destructive',
};

describe('QuoteForm', () => {
  it('renders the YAML options, starred required fields with an explanation, and the other ways to reach us', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(props.services);
    expect(
      within(input('Budget'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a budget range', ...props.budgets]);
    expect(screen.getByText('Fields marked with an asterisk (*) are required.')).toBeTruthy();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(input(label).getAttribute('aria-required')).toBe('true');
    expect(input(/^Company/).getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('group', { name: "Services you're interested in (required)" })).toBeTruthy();

    const booking = screen.getByRole('link', { name: /Schedule a Call Instead/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
    const mail = screen.getByRole('link', { name: /Email us/ });
    expect(mail.textContent).toContain(settings.contact.email);
    expect(mail.getAttribute('href')).toBe(`mailto:${settings.contact.email}`);
    const tel = screen.getByRole('link', { name: /Call us/ });
    expect(tel.textContent).toContain(settings.contact.phone);
    expect(tel.getAttribute('href')).toMatch(/^tel:\+?\d{7,}$/);
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says under the form what is kept, why and for how long, from the settings', () => {
    renderForm();
    const { privacy } = settings.quote;
    expect(privacy).toBeDefined();
    expect(screen.getByText(`${privacy!.note} Quote requests are deleted after ${privacy!.retentionDays} days.`).tagName).toBe('P');
  });

  it('hydrates the prerendered HTML without a mismatch', async () => {
    const { recoverable, unmount } = await renderHydrated(<QuoteForm {...props} />);
    expect(recoverable).not.toHaveBeenCalled();
    await unmount();
  });

  it('shows the four messages on an empty submit, linked to their fields, and focuses the first', async () => {
    const { user } = renderForm();
    await user.type(input(/^Name/), 'J');
    expect(alerts()).toEqual([]); // nothing is validated before the first submit
    await user.clear(input(/^Name/));
    await user.click(submitButton());

    await screen.findByText('Name must be at least 2 characters');
    const messages = alerts().map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'You have to select at least one service',
      'Message must be at least 10 characters',
    ]);
    for (const [label, message] of [
      [/^Name/, messages[0]],
      [/^Email/, messages[1]],
      ['Website Design', messages[2]],
      [/^Message/, messages[3]],
    ] as const) {
      const field = input(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(input(/^Company/).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(input(/^Name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field, wherever it is', async () => {
    const { user } = renderForm();
    await user.type(input(/^Name/), 'Jane');
    await user.type(input(/^Email/), 'jane@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(document.activeElement).toBe(input('Website Design')));
  });

  it('clears a message as soon as its field is fixed', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await screen.findByText('Name must be at least 2 characters');
    await user.type(input(/^Name/), 'Jo');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('false');
    await user.click(input('SEO / AEO'));
    await waitFor(() => expect(screen.queryByText('You have to select at least one service')).toBeNull());
    expect(alerts().map((alert) => alert.textContent)).toEqual(['Please enter a valid email', 'Message must be at least 10 characters']);
  });

  it('explains the upper bounds', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(input(/^Name/));
    await user.click(input(/^Name/));
    await user.paste('n'.repeat(101));
    await user.click(input(/^Message/));
    await user.paste('m'.repeat(5000));
    await user.click(submitButton());
    expect(await screen.findByText('Name must be at most 100 characters')).toBeTruthy();
    expect(screen.getByText('Message must be at most 5000 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the request, reads "Sending..." while it waits, then confirms and resets', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, container } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(container.querySelector('form')!); // e.g. Enter in a field: still one request
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(settings.quote.endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jane Builder',
      email: 'jane@example.com',
      company: 'Acme Homes',
      services: ['Website Design', 'Other'],
      budget: '$50,000+',
      message: 'We need a new website before spring.',
      website: '',
      // How long the visitor took, for the endpoint's spam check.
      fillTimeMs: expect.any(Number),
    });
    expect(JSON.parse(String(init?.body)).fillTimeMs).toBeGreaterThan(0);

    answer(json(200, { ok: true }));
    await waitFor(() => expect(submitButton().textContent).toBe('Request My Quote'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Quote Request Sent!',
      description: "Thanks for reaching out! We'll review your request and get back to you shortly.",
    });
    expect(screen.getByText('Quote Request Sent!')).toBeTruthy();
    expect(input(/^Name/).value).toBe('');
    expect(input(/^Message/).value).toBe('');
    expect(input('Budget').value).toBe('');
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(submitButton().disabled).toBe(false);
  });

  it('keeps every value and shows the failure toast with the contact e-mail when the endpoint fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(500, { error: 'Database is down' }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(failureToast)));
    expectLoggedFailure(/Database is down/);
    expect(input(/^Name/).value).toBe('  Jane Builder ');
    expect(input(/^Company/).value).toBe('Acme Homes');
    expect(input('Website Design').checked).toBe(true);
    expect(input('Budget').value).toBe('$50,000+');
    expect(input(/^Message/).value).toBe('We need a new website before spring.');
    expect(submitButton().disabled).toBe(false);
  });

  it('sends a filled honeypot along, for the endpoint to drop quietly', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { user, container } = renderForm();
    await fillValid(user);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).website).toBe('http://spam.example');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quote Request Sent!' })));
  });
});

describe('sendQuote', () => {
  const request = { name: 'Jane', email: 'jane@example.com', services: ['Other'], message: 'Hello there, builder.' };

  it('succeeds on an ok status, or on a body that says ok even with another status', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await expect(sendQuote('/api/quote', request)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(202, { ok: true }));
    await expect(sendQuote('/api/quote', request)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(400, { ok: true }));
    await expect(sendQuote('/api/quote', request)).resolves.toBeUndefined();
  });

  it("fails with the body's error, or the status when there is none", async () => {
    fetchMock.mockResolvedValueOnce(json(422, { error: 'Email is blocked' }));
    await expect(sendQuote('/api/quote', request)).rejects.toThrow('Email is blocked');
    fetchMock.mockResolvedValueOnce(json(503, {}));
    await expect(sendQuote('/api/quote', request)).rejects.toThrow('/api/quote answered HTTP 503.');
  });

  it('fails on a body that is not JSON, even with an ok status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html><p>Hello', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(sendQuote('/api/quote', request)).rejects.toThrow('/api/quote answered HTTP 200 without a JSON body.');
  });

  it('fails on a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendQuote('/api/quote', request)).rejects.toThrow('Failed to fetch');
  });

  it('gives up when no answer comes in time', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(sendQuote('/api/quote', request, 20)).rejects.toThrow('No answer from /api/quote within 0.02 s.');
  });

  it('shows the failure toast in the form when the endpoint never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(console.error).mockImplementation(() => {});
      fetchMock.mockImplementation(
        (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const { user } = renderBlock(<QuoteForm {...props} />, { advanceTimers: vi.advanceTimersByTime });
      await fillValid(user);
      await user.click(submitButton());
      await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
      await vi.advanceTimersByTimeAsync(14_900);
      expect(toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(failureToast)));
      expectLoggedFailure(/within 15 s/);
      expect(input(/^Message/).value).toBe('We need a new website before spring.');
    } finally {
      vi.useRealTimers();
    }
  });
});
