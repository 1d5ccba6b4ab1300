import Database from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Why a database path cannot be opened, in words an operator can act on. */
export class LeadsStoreError extends Error {
  constructor(dbPath: string, cause: unknown) {
    super(`Cannot open the lead store ${dbPath}: ${reason(dbPath, cause)}. Set LEADS_DB to a file in a folder the server can write to.`, { cause });
    this.name = 'LeadsStoreError';
  }
}

function reason(dbPath: string, error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOTDIR') {
    // The part of the path that exists and is not a folder (below it, stat fails too).
    const isFile = (dir: string) => {
      try {
        return !statSync(dir).isDirectory();
      } catch {
        return false;
      }
    };
    for (let dir = path.dirname(dbPath); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (isFile(dir)) return `${dir} is a file, not a folder`;
    }
  }
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  return String(message).split('\n')[0]!;
}

/** Which file is at the path now (device and inode), or undefined when there is none. */
export function fileAt(dbPath: string): string | undefined {
  const stat = statSync(dbPath, { throwIfNoEntry: false });
  return stat && `${stat.dev}:${stat.ino}`;
}

/**
 * Leads, and the outbox: one row per lead and notification channel, written in the same
 * transaction as the lead. Times the worker compares (queued_at, next_attempt_at) are epoch
 * milliseconds; times people read are ISO strings.
 */
function createTables(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT,
    services TEXT NOT NULL,
    budget TEXT,
    message TEXT NOT NULL,
    spam TEXT
  );
  CREATE TABLE IF NOT EXISTS deliveries (
    lead_id INTEGER NOT NULL REFERENCES leads (id),
    channel TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    queued_at INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    delivered_at TEXT,
    PRIMARY KEY (lead_id, channel)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);`);
  // Stores made before spam was kept have no spam column.
  const columns = db.pragma('table_info(leads)') as Array<{ name: string }>;
  if (!columns.some((column) => column.name === 'spam')) db.exec('ALTER TABLE leads ADD COLUMN spam TEXT');
}

export function openDatabase(dbPath: string) {
  let db: Database.Database;
  try {
    mkdirSync(path.dirname(dbPath), { recursive: true });
    // The timeout lets `npm run leads` read while the server writes, and vice versa.
    db = new Database(dbPath, { timeout: 5000 });
    db.pragma('journal_mode = WAL');
  } catch (error) {
    throw new LeadsStoreError(dbPath, error);
  }
  // In WAL mode NORMAL may lose the last commits on power loss; a lead is worth the fsync.
  db.pragma('synchronous = FULL');
  // Immediate: two processes opening an old store at once must not both add the column.
  db.transaction(() => createTables(db)).immediate();
  const due = `status = 'pending' AND lead_id = @leadId AND channel = @channel`;
  return {
    db,
    file: fileAt(dbPath),
    insertLead: db.prepare(
      `INSERT INTO leads (received_at, name, email, company, services, budget, message, spam)
       VALUES (@received_at, @name, @email, @company, @services, @budget, @message, @spam)
       RETURNING *`,
    ),
    insertDelivery: db.prepare('INSERT INTO deliveries (lead_id, channel, queued_at, next_attempt_at) VALUES (?, ?, ?, ?)'),
    leads: db.prepare('SELECT * FROM leads ORDER BY id DESC'),
    lead: db.prepare('SELECT * FROM leads WHERE id = ?'),
    deliveries: db.prepare('SELECT * FROM deliveries ORDER BY lead_id, channel'),
    deliveriesOf: db.prepare('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY channel'),
    dueNow: db.prepare(`SELECT lead_id, channel FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`),
    claim: db.prepare(`UPDATE deliveries SET attempts = attempts + 1, next_attempt_at = @until WHERE ${due} AND next_attempt_at <= @now RETURNING *`),
    nextDue: db.prepare(`SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE status = 'pending'`),
    delivered: db.prepare(`UPDATE deliveries SET status = 'delivered', delivered_at = @at, last_error = NULL WHERE ${due}`),
    retryLater: db.prepare(`UPDATE deliveries SET next_attempt_at = @at, last_error = @error WHERE ${due}`),
    failed: db.prepare(`UPDATE deliveries SET status = 'failed', last_error = @error WHERE ${due}`),
    requeueFailed: db.prepare(`UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = @now, next_attempt_at = @now WHERE status = 'failed'`),
    purgeDeliveries: db.prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)'),
    purgeLeads: db.prepare('DELETE FROM leads WHERE received_at < ?'),
  };
}

export type LeadDatabase = ReturnType<typeof openDatabase>;
