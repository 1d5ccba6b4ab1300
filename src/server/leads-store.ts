import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
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

export function openLeadsStore({ dbPath = defaultLeadsPath() }: { dbPath?: string } = {}): LeadsStore {
  mkdirSync(path.dirname(dbPath), { recursive: true });
  // The timeout lets `npm run leads` read while the server writes, and vice versa.
  const db = new Database(dbPath, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
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

  const insert = db.prepare(
    `INSERT INTO leads (received_at, name, email, company, services, budget, message)
     VALUES (@received_at, @name, @email, @company, @services, @budget, @message)
     RETURNING *`,
  );
  const list = db.prepare('SELECT * FROM leads ORDER BY id DESC');

  return {
    path: dbPath,
    // better-sqlite3 is synchronous and a lone statement is its own transaction: when get()
    // returns, the row is committed.
    insert: (request) =>
      toLead(
        insert.get({
          received_at: new Date().toISOString(),
          name: request.name,
          email: request.email,
          company: request.company || null,
          services: JSON.stringify(request.services),
          budget: request.budget || null,
          message: request.message,
        }) as Row,
      ),
    list: () => (list.all() as Row[]).map(toLead),
    close: () => {
      if (db.open) db.close();
    },
  };
}
