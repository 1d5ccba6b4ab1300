import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsStore } from '../../src/server/leads-store.ts';
import { tempDir } from './http.ts';

const run = promisify(execFile);
const leadsCli = (...args: string[]) => run('npx', ['tsx', 'scripts/leads.ts', ...args], { cwd: process.cwd(), env: { ...process.env, LEADS_DB: undefined } });

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

// Each case spawns the real command (tsx start-up is about a second).
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
    });
  });

  it('prints a readable table by default', async () => {
    const { stdout } = await leadsCli(`--db=${dbPath}`);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Email\s+Company\s+Budget\s+Services\s+Message$/);
    expect(lines[2]).toMatch(/^3\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+Cy Carpenter\s+cy\.carpenter@example\.com\s+\$50,000\+\s+Website Design, Home Parade Systems\s+We want more buyers at our next parade of homes…$/);
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
    await expect(leadsCli('--jsn')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run leads -- [--json] [--db <file>]') });
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
