import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsStore } from '../../src/server/leads-store.ts';
import { tempDir } from './http.ts';
import { runLeads } from './leads-command.ts';

const leadsCli = (...args: string[]) => runLeads(args, { ...process.env, LEADS_DB: undefined });

const request = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  company: '',
  services: ['Website Design', 'Home Parade Systems'],
  budget: '$50,000+',
  message: 'We want more buyers at our next parade of homes,\nand a faster website.',
});

let temp: ReturnType<typeof tempDir>;
beforeAll(() => {
  temp = tempDir('leads-');
});
afterAll(() => temp.remove());

describe('the lead store', () => {
  it('creates its folder and file, uses WAL, and keeps leads across reopening, newest first', () => {
    const dbPath = path.join(temp.dir, 'nested', 'folder', 'leads.sqlite');
    const store = openLeadsStore({ dbPath });
    const first = store.insert(request('Ann Able'));
    const second = store.insert(request('Ben Baker'));
    expect(second.id).toBeGreaterThan(first.id);
    expect(first).toMatchObject({ ...request('Ann Able'), company: null });
    store.close();

    const raw = new Database(dbPath);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();

    const reopened = openLeadsStore({ dbPath });
    expect(reopened.list().map((lead) => lead.name)).toEqual(['Ben Baker', 'Ann Able']);
    reopened.close();
  });
});

// Each case spawns the real command (tsx start-up is most of a second).
describe('npm run leads', { timeout: 30_000 }, () => {
  let dbPath: string;
  beforeAll(() => {
    dbPath = path.join(temp.dir, 'cli.sqlite');
    const store = openLeadsStore({ dbPath });
    for (const name of ['Ann Able', 'Ben Baker', 'Cy Carpenter']) store.insert(request(name));
    store.close();
  });

  it('prints every lead as JSON with --json, newest first', async () => {
    const { stdout } = await leadsCli('--json', '--db', dbPath);
    const leads = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(leads.map((lead) => lead.name)).toEqual(['Cy Carpenter', 'Ben Baker', 'Ann Able']);
    expect(leads[0]).toEqual({
      id: 3,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      ...request('Cy Carpenter'),
      company: null,
      spam: null,
      deliveries: [],
    });
  });

  it('prints a readable table by default', async () => {
    const { stdout } = await leadsCli(`--db=${dbPath}`);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Email\s+Company\s+Budget\s+Services\s+Message\s+Delivery$/);
    expect(lines[2]).toMatch(
      /^3\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+Cy Carpenter\s+cy\.carpenter@example\.com\s+\$50,000\+\s+Website Design, Home Parade Systems\s+We want more buyers at our next parade of homes…\s+stored only$/,
    );
    expect(lines[4]).toMatch(/^1\s.*Ann Able/);
    expect(stdout).toContain('3 quote requests, newest first');
  });

  it('says so when there are no leads, without creating a database', async () => {
    const missing = path.join(temp.dir, 'none.sqlite');
    expect((await leadsCli('--db', missing)).stdout).toBe(`No quote requests yet (${missing}).\n`);
    expect(JSON.parse((await leadsCli('--json', '--db', missing)).stdout)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
  });

  it('refuses an unknown option with its usage', async () => {
    await expect(leadsCli('--jsn')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run leads -- [--json | --csv | --retry | --purge] [--db <file>]'),
    });
    await expect(leadsCli('--json', '--csv')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Choose one of --json, --csv, --retry and --purge.'),
    });
  });
});

describe('npm run leads with hostile text in the store', { timeout: 30_000 }, () => {
  // Stored before the endpoint refused such text, or written by another program.
  const hostile = '\u001b[2J\u001b[3J\u001b]0;pwned\u0007Eve\u009b31m \u202eevil\u202c\u2028';
  let dbPath: string;
  beforeAll(() => {
    dbPath = path.join(temp.dir, 'hostile.sqlite');
    const store = openLeadsStore({ dbPath });
    store.insert({ ...request('Eve Evans'), name: hostile, company: hostile, message: `Hello ${hostile} there, friends.` });
    store.close();
  });
  // eslint-disable-next-line no-control-regex -- control characters are what the output must not contain
  const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

  it('shows control characters as visible escapes in the table', async () => {
    const { stdout } = await leadsCli('--db', dbPath);
    expect(stdout).not.toMatch(unsafe);
    expect(stdout).toContain('\\u001b[2J\\u001b[3J\\u001b]0;pwned\\u0007');
    expect(stdout).toContain('Hello \\u001b[2J');
  });

  it('escapes them in --json too, which still parses to the stored text', async () => {
    const { stdout } = await leadsCli('--json', '--db', dbPath);
    expect(stdout).not.toMatch(unsafe);
    expect((JSON.parse(stdout) as Array<{ name: string }>)[0]!.name).toBe(hostile);
  });
});

describe('npm run leads and the outbox', { timeout: 30_000 }, () => {
  let dbPath: string;
  beforeAll(() => {
    dbPath = path.join(temp.dir, 'outbox.sqlite');
    const store = openLeadsStore({ dbPath });
    const delivered = store.insert(request('Dee Delivered'), { channels: ['webhook', 'email'] });
    const failed = store.insert(
      { ...request('Fay Failed'), company: '=HYPERLINK("http://evil.example","Click")', message: '+1 call me, "soon", please\nsecond line' },
      { channels: ['webhook'] },
    );
    store.insert(request('Sam Spammer'), { spam: 'honeypot filled' });
    store.claimDue(10, Date.now() + 60_000);
    store.markDelivered(delivered.id, 'webhook');
    store.retryAt(delivered.id, 'email', Date.now() + 60_000, 'connect ECONNREFUSED 127.0.0.1:25');
    store.markFailed(failed.id, 'webhook', 'HTTP 410: gone');
    store.close();
  });

  it("shows each lead's delivery per channel, and the failed ones with their reasons", async () => {
    const { stdout } = await leadsCli('--db', dbPath);
    const lines = stdout.split('\n');
    expect(lines.find((line) => line.includes('Dee Delivered'))).toMatch(/email retrying \(1 tries\), webhook delivered$/);
    expect(lines.find((line) => line.includes('Fay Failed'))).toMatch(/webhook failed$/);
    expect(lines.find((line) => line.includes('Sam Spammer'))).toMatch(/spam \(honeypot filled\)$/);
    expect(stdout).toContain('Failed deliveries (fix the cause, then npm run leads -- --retry sends them again):\n  #2 webhook: HTTP 410: gone\n');
  });

  it('exports RFC 4180 CSV whose cells cannot run as spreadsheet formulas', async () => {
    const { stdout } = await leadsCli('--csv', '--db', dbPath);
    expect(stdout.startsWith('id,received_at,name,email,company,budget,services,message,spam,webhook,email\r\n')).toBe(true);
    expect(stdout).toMatch(
      /\r\n2,\d{4}-[^,]+,Fay Failed,fay\.failed@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","\$50,000\+",Website Design; Home Parade Systems,"'\+1 call me, ""soon"", please\r\nsecond line",,failed: HTTP 410: gone,\r\n/,
    );
    // A line break inside a quoted cell is CRLF too, and the file ends with one.
    expect(stdout).toContain('"We want more buyers at our next parade of homes,\r\nand a faster website.",honeypot filled,,\r\n');
    expect(stdout.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('prints only JSON with --json, delivery states included', async () => {
    const { stdout } = await leadsCli('--json', '--db', dbPath);
    const leads = JSON.parse(stdout) as Array<{
      name: string;
      spam: string | null;
      deliveries: Array<{ channel: string; status: string; lastError: string | null }>;
    }>;
    expect(leads.map((lead) => [lead.name, lead.spam, lead.deliveries.map((d) => [d.channel, d.status, d.lastError])])).toEqual([
      ['Sam Spammer', 'honeypot filled', []],
      ['Fay Failed', null, [['webhook', 'failed', 'HTTP 410: gone']]],
      [
        'Dee Delivered',
        null,
        [
          ['email', 'pending', 'connect ECONNREFUSED 127.0.0.1:25'],
          ['webhook', 'delivered', null],
        ],
      ],
    ]);
  });

  it('queues failed deliveries again with --retry', async () => {
    expect((await leadsCli('--retry', '--db', dbPath)).stdout).toBe('Queued 1 failed delivery again: the running server sends it within a few seconds.\n');
    const store = openLeadsStore({ dbPath });
    expect(store.list().find((lead) => lead.name === 'Fay Failed')!.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
    store.close();
    expect((await leadsCli('--retry', '--db', dbPath)).stdout).toBe('No failed deliveries to retry.\n');
  });

  it('removes leads older than LEADS_RETENTION_DAYS with --purge', async () => {
    const raw = new Database(dbPath);
    raw.prepare("UPDATE leads SET received_at = '2020-01-01T00:00:00.000Z' WHERE name = 'Dee Delivered'").run();
    raw.close();
    const { stdout } = await runLeads(['--purge', '--db', dbPath], { ...process.env, LEADS_RETENTION_DAYS: '30' });
    expect(stdout).toBe('Removed 1 quote request received more than 30 days ago, with their deliveries.\n');
    const store = openLeadsStore({ dbPath });
    expect(store.list().map((lead) => lead.name)).toEqual(['Sam Spammer', 'Fay Failed']);
    store.close();
    await expect(runLeads(['--purge', '--db', dbPath], { ...process.env, LEADS_RETENTION_DAYS: 'a year' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('LEADS_RETENTION_DAYS must be a whole number of at least 1, not "a year".\n'),
    });
  });
});
