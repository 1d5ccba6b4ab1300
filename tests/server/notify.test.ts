import Database from 'better-sqlite3';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publicSettings, type SiteSettings } from '../../src/shared/site-schema.ts';
import { retryDelay } from '../../src/server/delivery-worker.ts';
import { openLeadsStore, type Lead } from '../../src/server/leads-store.ts';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/server.ts';
import { tempDir, validQuote } from './http.ts';
import { startReceiver } from './webhook-receiver.ts';

/** A person's request: filled in over half a minute. */
const request = (name: string, extra: Record<string, unknown> = {}) => ({ ...validQuote, name, fillTimeMs: 30_000, ...extra });

/** Fast retries so a test sees several attempts; the policy itself is the production one. */
const fast = { retry: { baseMs: 20, maxMs: 200, giveUpMs: 60_000 }, timeoutMs: 1_000 };

let temp: ReturnType<typeof tempDir>;
beforeAll(() => {
  temp = tempDir('notify-');
});
afterAll(() => temp.remove());

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

let dbCount = 0;
async function server(options: Omit<StartOptions, 'distDir' | 'port'>) {
  const running = await startServer({
    distDir: temp.dir,
    port: 0,
    dbPath: path.join(temp.dir, `leads-${dbCount++}.sqlite`),
    quoteRateLimit: false,
    ...options,
  });
  cleanup.push(() => running.close());
  return running;
}

const post = async (running: RunningServer, body: unknown) => {
  const response = await fetch(`${running.url}/api/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
};

const leadsOf = (running: RunningServer): Lead[] => {
  const store = openLeadsStore({ dbPath: running.dbPath });
  try {
    return store.list();
  } finally {
    store.close();
  }
};
const statusOf = (running: RunningServer, name: string) =>
  leadsOf(running)
    .find((lead) => lead.name === name)
    ?.deliveries.map((d) => `${d.channel} ${d.status}`);

describe('the webhook', () => {
  it('receives each lead as signed JSON with its id as Idempotency-Key, retried until the receiver takes it', async () => {
    const receiver = await startReceiver({ secret: 'shh', failFirst: 2 });
    cleanup.push(receiver.close);
    const running = await server({ notify: { webhook: { url: receiver.url, secret: 'shh' }, ...fast } });
    expect(await post(running, request('Jane Builder'))).toEqual({ status: 200, body: { ok: true } });

    await expect.poll(() => statusOf(running, 'Jane Builder')).toEqual(['webhook delivered']);
    const [lead] = leadsOf(running);
    expect(receiver.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200]);
    expect(receiver.attempts.every((attempt) => attempt.signatureValid && attempt.key === String(lead!.id))).toBe(true);
    expect(receiver.processed.get(String(lead!.id))).toEqual({
      id: lead!.id,
      receivedAt: lead!.receivedAt,
      lead: validQuote,
    });
    expect(lead!.deliveries[0]).toMatchObject({ attempts: 3, lastError: null, deliveredAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('marks a delivery failed with the reason on a permanent refusal, and keeps retrying 408 and 429', async () => {
    const refusing = await startReceiver({ status: 422 });
    cleanup.push(refusing.close);
    const running = await server({ notify: { webhook: { url: refusing.url }, ...fast } });
    await post(running, request('Refused Lead'));
    await expect.poll(() => statusOf(running, 'Refused Lead')).toEqual(['webhook failed']);
    expect(leadsOf(running)[0]!.deliveries[0]!.lastError).toBe('HTTP 422: {"error":"refused with 422"}');
    expect(refusing.attempts).toHaveLength(1);

    for (const status of [408, 429]) {
      const busy = await startReceiver({ status });
      cleanup.push(busy.close);
      const retrying = await server({ notify: { webhook: { url: busy.url }, ...fast } });
      await post(retrying, request(`Busy ${status}`));
      await expect.poll(() => busy.attempts.length).toBeGreaterThanOrEqual(3);
      expect(leadsOf(retrying)[0]!.deliveries[0]).toMatchObject({ status: 'pending', lastError: `HTTP ${status}: {"error":"refused with ${status}"}` });
    }
  });

  it('gives up after the give-up time with the last reason', async () => {
    const down = await startReceiver({ status: 503 });
    cleanup.push(down.close);
    const running = await server({ notify: { webhook: { url: down.url }, retry: { baseMs: 20, maxMs: 40, giveUpMs: 150 }, timeoutMs: 1_000 } });
    await post(running, request('Given Up'));
    await expect.poll(() => statusOf(running, 'Given Up')).toEqual(['webhook failed']);
    expect(leadsOf(running)[0]!.deliveries[0]!.lastError).toMatch(/^Gave up after 0 hours: HTTP 503/);
  });

  it('never holds up the quote endpoint, however slow the receiver', async () => {
    const slow = await startReceiver();
    cleanup.push(slow.close);
    slow.hold();
    const running = await server({ notify: { webhook: { url: slow.url }, retry: fast.retry, timeoutMs: 30_000 } });
    // Every request is answered while the receiver still sits on the first deliveries.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => post(running, request(`Quick ${n}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(slow.processed.size).toBe(0);
    slow.release();
    await expect.poll(() => slow.processed.size).toBe(12);
  });
});

/** Decodes a quoted-printable body (soft line breaks and =XX bytes). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .split('=\r\n')
      .join('')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('e-mail through a real SMTP server', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'agency' && auth.password === 'p@ss' ? callback(null, { user: 'agency' }) : callback(new Error('Invalid username or password')),
      onRcptTo: (address, _session, callback) =>
        address.address === 'nobody@agency.example' ? callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : callback(),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it('sends a plain-text and HTML summary with Reply-To set to the prospect and the services in the subject', async () => {
    const running = await server({
      notify: { email: { smtpUrl: `smtp://agency:p%40ss@127.0.0.1:${smtpPort}`, to: 'leads@agency.example', from: 'site@agency.example' }, ...fast },
    });
    await post(running, request('Jane <b>Builder</b>', { message: 'Call me after 5.\n<script>alert(1)</script> is what I typed.' }));
    await expect.poll(() => statusOf(running, 'Jane <b>Builder</b>')).toEqual(['email delivered']);
    const [lead] = leadsOf(running);
    expect(received).toHaveLength(1);
    const { from, to, raw } = received[0]!;
    expect({ from, to }).toEqual({ from: 'site@agency.example', to: ['leads@agency.example'] });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
    expect(headers).toMatch(/^Reply-To: "Jane <b>Builder<\/b>" <jane@example\.com>$/m);
    expect(headers).toMatch(/^Subject: Quote request: Website Design, SEO \/ AEO \(Jane <b>Builder<\/b>\)$/m);
    expect(headers).toContain(`Message-ID: <lead-${lead!.id}-`);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('<script>alert(1)</script> is what I typed.');
    const htmlPart = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(htmlPart).toMatch(/^Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
    const html = quotedPrintable(htmlPart);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is what I typed.');
    expect(html).toContain('Reply to this e-mail to answer Jane &lt;b&gt;Builder&lt;/b&gt;.');
    expect(html).not.toContain('<script>');
  });

  it("marks the e-mail failed with the server's reason on a permanent refusal", async () => {
    const running = await server({
      notify: { email: { smtpUrl: `smtp://agency:p%40ss@127.0.0.1:${smtpPort}`, to: 'nobody@agency.example', from: 'site@agency.example' }, ...fast },
    });
    await post(running, request('Bounced Lead'));
    await expect.poll(() => statusOf(running, 'Bounced Lead')).toEqual(['email failed']);
    expect(leadsOf(running)[0]!.deliveries[0]!.lastError).toMatch(/550 No such mailbox/);
  });
});

describe('spam', () => {
  it('answers a bot like a person, keeps its request marked as spam and delivers nothing', async () => {
    const receiver = await startReceiver();
    cleanup.push(receiver.close);
    const running = await server({ notify: { webhook: { url: receiver.url }, ...fast } });
    const cases = [
      ['Honey Bot', request('Honey Bot', { website: 'https://spam.example' }), 'honeypot filled'],
      ['Fast Bot', request('Fast Bot', { fillTimeMs: 900 }), 'sent 0.9 s after the form appeared'],
      ['Scripted Bot', request('Scripted Bot', { fillTimeMs: undefined }), 'no fill time'],
    ] as const;
    for (const [, body] of cases) expect(await post(running, body)).toEqual({ status: 200, body: { ok: true } });
    expect(await post(running, request('Real Person'))).toEqual({ status: 200, body: { ok: true } });

    await expect.poll(() => statusOf(running, 'Real Person')).toEqual(['webhook delivered']);
    const leads = leadsOf(running);
    for (const [name, , reason] of cases) expect(leads.find((lead) => lead.name === name)).toMatchObject({ spam: reason, deliveries: [] });
    expect([...receiver.processed.values()].map((body) => body.lead.name)).toEqual(['Real Person']);
  });

  it('takes the minimum fill time from the options (0 turns it off)', async () => {
    const running = await server({ minFillMs: 0 });
    await post(running, request('No Timer', { fillTimeMs: undefined }));
    expect(leadsOf(running)[0]).toMatchObject({ name: 'No Timer', spam: null });
  });
});

describe('the outbox', () => {
  it('marks a delivery delivered exactly once', () => {
    const store = openLeadsStore({ dbPath: path.join(temp.dir, 'once.sqlite') });
    try {
      const lead = store.insert(request('Once'), { channels: ['webhook', 'email'] });
      expect(lead.deliveries.map((d) => [d.channel, d.status])).toEqual([
        ['email', 'pending'],
        ['webhook', 'pending'],
      ]);
      const claimed = store.claimDue(10, Date.now() + 60_000);
      expect(claimed.map((d) => d.channel).sort()).toEqual(['email', 'webhook']);
      // Claimed: nobody else takes them until the claim runs out.
      expect(store.claimDue(10, Date.now() + 60_000)).toEqual([]);
      expect(store.markDelivered(lead.id, 'webhook')).toBe(true);
      expect(store.markDelivered(lead.id, 'webhook')).toBe(false);
    } finally {
      store.close();
    }
  });

  it('waits about 10 s growing to 1 h between attempts, with jitter', () => {
    const policy = { baseMs: 10_000, maxMs: 3_600_000, giveUpMs: 48 * 3_600_000 };
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, policy, () => 1))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, policy, () => 0))).toEqual([5_000, 10_000, 20_000]);
    expect(retryDelay(30, policy, () => 1)).toBe(3_600_000);
  });

  it('removes leads older than the retention time, with their deliveries, when the server starts', async () => {
    const dbPath = path.join(temp.dir, 'retention.sqlite');
    const store = openLeadsStore({ dbPath });
    store.insert(request('Old Lead'), { channels: ['webhook'] });
    store.insert(request('New Lead'), { channels: ['webhook'] });
    store.close();
    const raw = new Database(dbPath);
    raw.prepare("UPDATE leads SET received_at = '2020-01-01T00:00:00.000Z' WHERE name = 'Old Lead'").run();
    raw.close();

    const running = await server({ dbPath, retentionDays: 30 });
    expect(leadsOf(running).map((lead) => lead.name)).toEqual(['New Lead']);
    const check = new Database(dbPath, { readonly: true });
    expect(check.prepare('SELECT COUNT(*) AS n FROM deliveries').get()).toEqual({ n: 1 });
    check.close();
  });
});

describe('the settings the browser gets', () => {
  it('leave out where leads are sent', () => {
    const settings = { brand: 'Test', quote: { endpoint: '/api/quote', notify: { webhook: 'https://hooks.example/secret-token' } } } as unknown as SiteSettings;
    expect(publicSettings(settings)).toEqual({ brand: 'Test', quote: { endpoint: '/api/quote' } });
  });
});
