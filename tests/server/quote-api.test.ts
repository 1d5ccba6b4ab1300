import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLeadsStore, type LeadsStore } from '../../src/server/leads-store.ts';
import { createQuoteHandler } from '../../src/server/quote-api.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { rawRequest, tempDir, validQuote } from './http.ts';

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let reader: LeadsStore;

beforeAll(async () => {
  temp = tempDir('quote-api-');
  // No rate limit here: these tests send hundreds of requests from one address (the limit has its own tests).
  server = await startServer({ distDir: temp.dir, port: 0, dbPath: path.join(temp.dir, 'data', 'leads.sqlite'), quoteRateLimit: false });
  // A second connection, as `npm run leads` would open while the server runs.
  reader = openLeadsStore({ dbPath: server.dbPath });
});
afterAll(async () => {
  reader.close();
  await server.close();
  temp.remove();
});

let storedBefore = 0;
beforeEach(() => {
  storedBefore = reader.list().length;
});
const storedSince = () => reader.list().length - storedBefore;

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${server.url}/api/quote`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
  });

describe('POST /api/quote', () => {
  it('stores a valid request, trimmed, before answering ok', async () => {
    const response = await post({ ...validQuote, name: '  Jane Builder  ', website: '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ ok: true });
    const [lead] = reader.list();
    expect(lead).toMatchObject({ ...validQuote, id: expect.any(Number), receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(storedSince()).toBe(1);
  });

  it('accepts a charset in the content type, and empty optional fields', async () => {
    const response = await post({ ...validQuote, company: '', budget: '' }, { 'Content-Type': 'application/json; charset=UTF-8' });
    expect(response.status).toBe(200);
    expect(reader.list()[0]).toMatchObject({ company: null, budget: null });
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(`${server.url}/api/quote`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    if (method !== 'HEAD') expect(await response.json()).toEqual({ error: 'Use POST to send a quote request.' });
    expect(storedSince()).toBe(0);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['']])(
    'answers content type "%s" with 415',
    async (contentType) => {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/quote',
        headers: contentType ? { 'Content-Type': contentType } : {},
        body: JSON.stringify(validQuote),
      });
      expect(response.status).toBe(415);
      expect(JSON.parse(response.text)).toEqual({ error: 'Send the quote request as JSON (Content-Type: application/json).' });
      expect(storedSince()).toBe(0);
    },
  );

  it('answers a body over 64 KB with 413, from its declared length', async () => {
    const response = await post({ ...validQuote, message: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is larger than 64 KB.' });
    expect(storedSince()).toBe(0);
  });

  it('answers a streamed body with 413 as soon as it passes 64 KB', async () => {
    const { hostname, port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ hostname, port, method: 'POST', path: '/api/quote', headers: { 'Content-Type': 'application/json' }, agent: false });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Chunked, with no length up front; the server must stop at the limit, not at the end.
      req.write('{"message":"');
      const chunk = 'y'.repeat(16 * 1024);
      for (let i = 0; i < 5; i++) req.write(chunk);
    });
    expect(status).toBe(413);
    expect(storedSince()).toBe(0);
  });

  it('survives a client that disconnects mid-body, and stores nothing', async () => {
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      // "100 Continue" says the server has the headers and waits for the body: part of it comes, then the end.
      const headers = { 'Content-Type': 'application/json', 'Content-Length': '1000', Expect: '100-continue' };
      const req = http.request({ hostname, port, method: 'POST', path: '/api/quote', headers, agent: false });
      req.on('error', () => resolve());
      req.on('continue', () => req.write(JSON.stringify(validQuote).slice(0, 50), () => req.destroy()));
    });
    expect((await post(validQuote)).status).toBe(200);
    expect(storedSince()).toBe(1);
  });

  it.each([
    ['malformed JSON', '{"name": "Jane",', 'The request body is not valid JSON.'],
    ['an empty body', '', 'The request body is not valid JSON.'],
    ['a JSON array', '[1,2]', 'The request body must be a JSON object.'],
    ['JSON null', 'null', 'The request body must be a JSON object.'],
    ['deeply nested JSON', '['.repeat(30_000) + ']'.repeat(30_000), 'The request body must be a JSON object.'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 'The request body is not valid JSON.'],
    ['a JSON string', '"hello"', 'The request body must be a JSON object.'],
  ])('answers %s with 400', async (_name, body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(storedSince()).toBe(0);
  });

  it('answers invalid fields with 400 and one message per field, the ones the form shows', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Some fields need attention.',
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email',
        services: 'You have to select at least one service',
        message: 'Message must be at least 10 characters',
      },
    });
    expect(storedSince()).toBe(0);
  });

  it.each([
    ['a short name', { name: ' J ' }, { name: 'Name must be at least 2 characters' }],
    ['a bad e-mail', { email: 'jane@' }, { email: 'Please enter a valid email' }],
    ['no services', { services: [] }, { services: 'You have to select at least one service' }],
    ['services that are not a list', { services: 'Website Design' }, { services: 'You have to select at least one service' }],
    ['a short message', { message: 'Hi there' }, { message: 'Message must be at least 10 characters' }],
    ['a long name', { name: 'n'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    ['a long company', { company: 'c'.repeat(151) }, { company: 'Company must be at most 150 characters' }],
    ['a long message', { message: 'm'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
    ['too many services', { services: Array.from({ length: 21 }, (_, i) => `Service ${i}`) }, { services: 'Select at most 20 services' }],
    ['a number for a name', { name: 42 }, { name: 'Name must be at least 2 characters' }],
    ['a name of zero-width spaces', { name: '\u200b\u200b\u200b\u200b' }, { name: 'Name must be at least 2 characters' }],
    ['a name of one letter and invisible characters', { name: 'J\u200b\u2060\u3164' }, { name: 'Name must be at least 2 characters' }],
    ['a message of blank fillers', { message: '\u2800'.repeat(12) + '\u00ad'.repeat(12) }, { message: 'Message must be at least 10 characters' }],
    ['a company of invisible characters only', { company: '\u200b\ufeff\u200d' }, { company: 'Company must be left empty or contain visible text' }],
    ['a terminal escape in the name', { name: 'Jane\u001b[2J Builder' }, { name: 'Name must not contain control characters or text-direction overrides' }],
    ['a line break in the name', { name: 'Jane\nBuilder' }, { name: 'Name must not contain control characters or text-direction overrides' }],
    [
      'an 8-bit escape in the company',
      { company: 'Acme\u009b31m Homes' },
      { company: 'Company must not contain control characters or text-direction overrides' },
    ],
    ['a bidi override in the name', { name: 'Jane \u202eredliuB' }, { name: 'Name must not contain control characters or text-direction overrides' }],
    [
      'a bidi isolate in the message',
      { message: 'Please call \u2066me\u2069 back tomorrow.' },
      { message: 'Message must not contain control characters or text-direction overrides' },
    ],
    [
      'a bell in the message',
      { message: 'We need a website\u0007 before spring.' },
      { message: 'Message must not contain control characters or text-direction overrides' },
    ],
    ['a control character in a service', { services: ['Website Design\u0000'] }, { services: 'Each service must be plain text' }],
    ['a control character in the budget', { budget: '$5,000\u001b' }, { budget: 'Budget must not contain control characters or text-direction overrides' }],
  ])('answers %s with 400 and its message', async (_name, change, errors) => {
    const response = await post({ ...validQuote, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Some fields need attention.', errors });
    expect(storedSince()).toBe(0);
  });

  it('keeps line breaks and tabs in the message, and letters of every script and emoji anywhere', async () => {
    const text = { name: 'Zoë Ødegård-Nakamura 中村', company: 'Casa \u200dNova 👷\u200d♀️', message: 'First line,\r\n\tsecond line with مرحبا and שלום.' };
    const response = await post({ ...validQuote, ...text });
    expect(response.status).toBe(200);
    expect(reader.list()[0]).toMatchObject(text);
  });

  it('answers a filled honeypot like a success and keeps the request marked as spam, delivering nothing', async () => {
    const response = await post({ ...validQuote, name: 'Honey Pot', website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(reader.list()[0]).toMatchObject({ name: 'Honey Pot', spam: 'honeypot filled', deliveries: [] });
    expect(storedSince()).toBe(1);
  });

  it('answers a filled honeypot like a success whatever else was sent, and stores nothing it cannot read', async () => {
    const response = await post({ website: 'x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(storedSince()).toBe(0);
  });

  it('stores 200 concurrent submissions exactly once each, and keeps answering', async () => {
    const total = 200;
    let next = 0;
    // 25 clients at a time, each sending until the 200 are out: bounded, but truly concurrent.
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < total) {
          const n = next++;
          const response = await post({ ...validQuote, name: `Lead ${n}` });
          statuses.push(response.status);
          await response.body?.cancel();
        }
      }),
    );
    expect(statuses).toEqual(Array(total).fill(200));
    const names = reader
      .list()
      .map((lead) => lead.name)
      .filter((name) => name.startsWith('Lead '));
    expect(names.length).toBe(total);
    expect(new Set(names)).toEqual(new Set(Array.from({ length: total }, (_, n) => `Lead ${n}`)));

    expect((await post(validQuote)).status).toBe(200);
    expect((await post('{oops')).status).toBe(400);
    expect((await fetch(`${server.url}/api/quote`)).status).toBe(405);
    expect(storedSince()).toBe(total + 1);
  });
});

describe('when the store fails', () => {
  it('answers 500 with an error: never a silent loss', async () => {
    const failing = () => {
      throw new Error('SQLITE_FULL: database or disk is full');
    };
    const bare = http.createServer(createQuoteHandler(failing, { rateLimit: false, trustProxy: false }));
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validQuote),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Your request could not be saved. Please try again.' });
      expect(logged).toHaveBeenCalledWith('Could not store a quote request:', expect.any(Error));
    } finally {
      logged.mockRestore();
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});

describe('the rate limit of npm start', () => {
  it('answers 429 with Retry-After once an address sent its ten requests, and stores nothing more', async () => {
    const limited = await startServer({ distDir: temp.dir, port: 0, dbPath: server.dbPath });
    try {
      const send = () =>
        fetch(`${limited.url}/api/quote`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validQuote, name: 'Limited' }),
        });
      const statuses: number[] = [];
      for (let n = 0; n < 10; n++) statuses.push((await send()).status);
      expect(statuses).toEqual(Array(10).fill(200));

      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await refused.json()).toEqual({ error: 'Too many quote requests from this address. Please try again in 10 minutes, or call us.' });
      expect(reader.list().filter((lead) => lead.name === 'Limited')).toHaveLength(10);
      // Other pages are not limited.
      expect((await fetch(`${limited.url}/api/quote`)).status).toBe(405);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy, limits each forwarded address on its own', async () => {
    const limited = await startServer({ distDir: temp.dir, port: 0, dbPath: server.dbPath, quoteRateLimit: { max: 1, windowMs: 60_000 }, trustProxy: true });
    try {
      const from = (address: string) =>
        fetch(`${limited.url}/api/quote`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
          body: JSON.stringify(validQuote),
        }).then((response) => response.status);
      expect([await from('203.0.113.1'), await from('203.0.113.2'), await from('203.0.113.1')]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
