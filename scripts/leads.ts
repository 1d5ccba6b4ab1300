/**
 * `npm run leads`: the stored quote requests, newest first, as a table.
 * `npm run leads -- --json` prints them as a JSON array; `--db <file>` (or LEADS_DB) reads
 * another database than data/leads.sqlite.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultLeadsPath, openLeadsStore, type Lead } from '../src/server/leads-store.ts';
import { printable, printableJson } from '../src/server/printable.ts';

const USAGE = 'Usage: npm run leads -- [--json] [--db <file>]';

function options() {
  try {
    const { values } = parseArgs({ options: { json: { type: 'boolean' }, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    // npm takes `npm run leads --json` (without "--") as its own flag and passes it on in the environment.
    return { ...values, json: values.json ?? process.env.npm_config_json === 'true' };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/** One line per lead; long text is cut so a row fits a terminal, --json has it in full. */
function table(leads: Lead[]): string {
  const cut = (text: string, max: number) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return printable(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
  };
  const header = ['ID', 'Received (UTC)', 'Name', 'Email', 'Company', 'Budget', 'Services', 'Message'];
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.receivedAt.slice(0, 16).replace('T', ' '),
    cut(lead.name, 24),
    cut(lead.email, 32),
    cut(lead.company ?? '', 20),
    cut(lead.budget ?? '', 18),
    cut(lead.services.join(', '), 36),
    cut(lead.message, 48),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const { json, db, help } = options();
if (help) {
  console.log(USAGE);
  process.exit(0);
}
const dbPath = db ? path.resolve(db) : defaultLeadsPath();

// Listing must not create an empty database where none was: no file simply means no leads yet.
const leads = existsSync(dbPath) ? listLeads(dbPath) : [];
if (json) {
  console.log(printableJson(leads));
} else if (leads.length === 0) {
  console.log(`No quote requests yet (${dbPath}).`);
} else {
  console.log(table(leads));
  console.log(`\n${leads.length} quote request${leads.length === 1 ? '' : 's'}, newest first (${dbPath}). Full text: npm run leads -- --json`);
}

function listLeads(file: string): Lead[] {
  const store = openLeadsStore({ dbPath: file });
  try {
    return store.list();
  } finally {
    store.close();
  }
}
