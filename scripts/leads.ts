/**
 * `npm run leads`: the stored quote requests, newest first, with how each was delivered.
 * `--json` and `--csv` print them in full for other programs (run them as `npm run -s leads -- --json`
 * so npm prints nothing else); `--retry` queues failed deliveries again; `--purge` removes leads
 * older than LEADS_RETENTION_DAYS (else the settings' quote.privacy.retentionDays).
 * `--db <file>` (or LEADS_DB) reads another database than data/leads.sqlite.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LeadSettingsError, retentionDays } from '../src/server/lead-settings.ts';
import { leadsCsv } from '../src/server/leads-csv.ts';
import { defaultLeadsPath, openLeadsStore, type Lead, type LeadsStore } from '../src/server/leads-store.ts';
import { printable, printableJson } from '../src/server/printable.ts';

const USAGE = 'Usage: npm run leads -- [--json | --csv | --retry | --purge] [--db <file>]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        json: { type: 'boolean' },
        csv: { type: 'boolean' },
        retry: { type: 'boolean' },
        purge: { type: 'boolean' },
        db: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    // npm takes `npm run leads --json` (without "--") as its own flag and passes it on in the environment.
    const chosen = { ...values, json: values.json ?? process.env.npm_config_json === 'true' };
    if ([chosen.json, chosen.csv, chosen.retry, chosen.purge].filter(Boolean).length > 1) throw new Error('Choose one of --json, --csv, --retry and --purge.');
    return chosen;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/** One word or two per channel: "webhook delivered, email failed". */
function deliveryStatus(lead: Lead): string {
  if (lead.spam) return `spam (${lead.spam})`;
  if (lead.deliveries.length === 0) return 'stored only';
  return lead.deliveries
    .map(({ channel, status, attempts }) => (status === 'pending' && attempts > 0 ? `${channel} retrying (${attempts} tries)` : `${channel} ${status}`))
    .join(', ');
}

/** One line per lead; long text is cut so a row fits a terminal, --json has it in full. */
function table(leads: Lead[]): string {
  const cut = (text: string, max: number) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return printable(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
  };
  const header = ['ID', 'Received (UTC)', 'Name', 'Email', 'Company', 'Budget', 'Services', 'Message', 'Delivery'];
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.receivedAt.slice(0, 16).replace('T', ' '),
    cut(lead.name, 24),
    cut(lead.email, 32),
    cut(lead.company ?? '', 20),
    cut(lead.budget ?? '', 18),
    cut(lead.services.join(', '), 36),
    cut(lead.message, 48),
    printable(deliveryStatus(lead)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The failed deliveries with their reasons, for the operator to fix and retry. */
function failures(leads: Lead[]): string[] {
  const failed = leads.flatMap((lead) => lead.deliveries.filter((delivery) => delivery.status === 'failed').map((delivery) => ({ lead, delivery })));
  if (failed.length === 0) return [];
  return [
    '',
    `Failed deliveries (fix the cause, then npm run leads -- --retry sends them again):`,
    ...failed.map(({ lead, delivery }) => `  #${lead.id} ${delivery.channel}: ${printable(delivery.lastError ?? 'no reason recorded')}`),
  ];
}

function withStore<T>(file: string, use: (store: LeadsStore) => T): T {
  const store = openLeadsStore({ dbPath: file });
  try {
    return use(store);
  } finally {
    store.close();
  }
}

const { json, csv, retry, purge, db, help } = options();
if (help) {
  console.log(USAGE);
  process.exit(0);
}
const dbPath = db ? path.resolve(db) : defaultLeadsPath();
// Nothing here may create an empty database where none was: no file simply means no leads yet.
const exists = existsSync(dbPath);

if (retry) {
  const count = exists ? withStore(dbPath, (store) => store.requeueFailed()) : 0;
  console.log(
    count === 0
      ? 'No failed deliveries to retry.'
      : `Queued ${count} failed deliver${count === 1 ? 'y' : 'ies'} again: the running server sends ${count === 1 ? 'it' : 'them'} within a few seconds.`,
  );
} else if (purge) {
  let days: number | undefined;
  try {
    days = retentionDays(process.cwd());
  } catch (error) {
    if (!(error instanceof LeadSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (days === undefined) {
    console.error('Set LEADS_RETENTION_DAYS, or quote.privacy.retentionDays in pages/_site.yaml, to say how long quote requests are kept.');
    process.exit(1);
  }
  const before = new Date(Date.now() - days * 24 * 60 * 60_000);
  const count = exists ? withStore(dbPath, (store) => store.purgeBefore(before)) : 0;
  console.log(`Removed ${count} quote request${count === 1 ? '' : 's'} received more than ${days} days ago, with their deliveries.`);
} else {
  const leads = exists ? withStore(dbPath, (store) => store.list()) : [];
  if (json) console.log(printableJson(leads));
  else if (csv) process.stdout.write(leadsCsv(leads));
  else if (leads.length === 0) console.log(`No quote requests yet (${dbPath}).`);
  else {
    console.log([table(leads), ...failures(leads)].join('\n'));
    console.log(`\n${leads.length} quote request${leads.length === 1 ? '' : 's'}, newest first (${dbPath}). Full text: npm run -s leads -- --json (or --csv)`);
  }
}
