import Database from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { QuoteRequest } from '../lib/quote-schema.ts';

/** A stored quote request. Empty optional fields are null so every lead has the same keys. */
export interface Lead {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  company: string | null;
  services: string[];
  budget: string | null;
  message: string;
}

export interface LeadsStore {
  readonly path: string;
  /** Returns once the row is committed to disk. Throws if it could not be stored. */
  insert(request: QuoteRequest): Lead;
  /** Newest first. */
  list(): Lead[];
  close(): void;
}

/** LEADS_DB, else data/leads.sqlite under the working directory (npm scripts run from the project root). */
export const defaultLeadsPath = () => path.resolve(process.env.LEADS_DB || path.join('data', 'leads.sqlite'));

interface Row {
  id: number;
  received_at: string;
  name: string;
  email: string;
  company: string | null;
  services: string;
  budget: string | null;
  message: string;
}

const toLead = (row: Row): Lead => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  company: row.company,
  services: JSON.parse(row.services) as string[],
  budget: row.budget,
  message: row.message,
});

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
function fileAt(dbPath: string): string | undefined {
  const stat = statSync(dbPath, { throwIfNoEntry: false });
  return stat && `${stat.dev}:${stat.ino}`;
}

function openDatabase(dbPath: string) {
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
  db.exec(`CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT,
    services TEXT NOT NULL,
    budget TEXT,
    message TEXT NOT NULL
  )`);
  return {
    db,
    file: fileAt(dbPath),
    insert: db.prepare(
      `INSERT INTO leads (received_at, name, email, company, services, budget, message)
       VALUES (@received_at, @name, @email, @company, @services, @budget, @message)
       RETURNING *`,
    ),
    list: db.prepare('SELECT * FROM leads ORDER BY id DESC'),
  };
}

export function openLeadsStore({ dbPath = defaultLeadsPath() }: { dbPath?: string } = {}): LeadsStore {
  let current = openDatabase(dbPath);
  /**
   * A connection keeps writing to the file it opened, even after that file is deleted or
   * replaced: such rows would be gone on the next start. So the open file must still be the one
   * at the path, else the connection is reopened there.
   */
  const stillAtPath = () => fileAt(dbPath) === current.file;
  const reopenIfMoved = () => {
    if (stillAtPath()) return;
    current.db.close();
    current = openDatabase(dbPath);
  };

  return {
    path: dbPath,
    insert: (request) => {
      const row = {
        received_at: new Date().toISOString(),
        name: request.name,
        email: request.email,
        company: request.company || null,
        services: JSON.stringify(request.services),
        budget: request.budget || null,
        message: request.message,
      };
      // Checked again after the commit: the file may have moved while the row was written.
      for (let attempt = 0; attempt < 2; attempt++) {
        reopenIfMoved();
        // better-sqlite3 is synchronous and a lone statement is its own transaction: when get()
        // returns, the row is committed.
        const lead = toLead(current.insert.get(row) as Row);
        if (stillAtPath()) return lead;
      }
      throw new Error(`The lead store ${dbPath} keeps being moved or deleted; the request was not stored.`);
    },
    list: () => {
      reopenIfMoved();
      return (current.list.all() as Row[]).map(toLead);
    },
    close: () => {
      if (current.db.open) current.db.close();
    },
  };
}
