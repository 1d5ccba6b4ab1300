import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsStore } from '../../src/server/leads-store.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { tempDir } from './http.ts';
import { collect, fakeBuild, spawnServe } from './serve-process.ts';

const valid = (name: string) => ({
  name,
  email: 'jane@example.com',
  services: ['Website Design'],
  message: 'We build 40 homes a year and need more buyers.',
});

let temp: ReturnType<typeof tempDir>;
beforeAll(() => {
  temp = tempDir('lead-durability-');
});
afterAll(() => temp.remove());

const namesIn = (dbPath: string) => {
  const store = openLeadsStore({ dbPath });
  try {
    return store
      .list()
      .map((lead) => lead.name)
      .sort();
  } finally {
    store.close();
  }
};

const removeDatabase = (dbPath: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
};

describe('a lead is acknowledged only once it is in the store on disk', () => {
  let server: RunningServer;
  let dbPath: string;
  beforeAll(async () => {
    dbPath = path.join(temp.dir, 'live', 'leads.sqlite');
    server = await startServer({ distDir: temp.dir, port: 0, dbPath, quoteRateLimit: false });
  });
  afterAll(() => server.close());

  const post = async (name: string) =>
    (await fetch(`${server.url}/api/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(valid(name)) })).status;

  it('keeps storing after the database file is deleted while the server runs', async () => {
    expect(await post('Before Delete')).toBe(200);
    removeDatabase(dbPath);
    expect(await post('After Delete')).toBe(200);
    expect(namesIn(dbPath)).toEqual(['After Delete']);
  });

  it('stores into the file that replaced the database while the server runs', async () => {
    const replacement = path.join(temp.dir, 'replacement.sqlite');
    const other = openLeadsStore({ dbPath: replacement });
    other.insert(valid('From Backup'));
    other.close();
    removeDatabase(dbPath);
    renameSync(replacement, dbPath);
    expect(await post('After Replace')).toBe(200);
    expect(namesIn(dbPath)).toEqual(['After Replace', 'From Backup']);
  });

  it('keeps storing when the whole folder is removed', async () => {
    rmSync(path.dirname(dbPath), { recursive: true, force: true });
    expect(await post('After Folder')).toBe(200);
    expect(namesIn(dbPath)).toEqual(['After Folder']);
  });
});

describe('a lead store that cannot be created', () => {
  it('stops npm start with one line that says where and what to do, not a stack trace', async () => {
    const cwd = path.join(temp.dir, 'site');
    fakeBuild(cwd);
    const blocker = path.join(temp.dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const dbPath = path.join(blocker, 'data', 'leads.sqlite');
    const output = collect(spawnServe(cwd, { LEADS_DB: dbPath, PORT: '0', HOST: '127.0.0.1' }));
    expect(await output.exited).toBe(1);
    expect(output.stderr).toBe(
      `Cannot open the lead store ${dbPath}: ${blocker} is a file, not a folder. Set LEADS_DB to a file in a folder the server can write to.\n`,
    );
  });
});
