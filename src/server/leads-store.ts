import path from 'node:path';
import type { QuoteRequest } from '../shared/quote-schema.ts';
import { fileAt, openDatabase, type LeadDatabase } from './lead-database.ts';

export { LeadsStoreError } from './lead-database.ts';

/** Where the agency is told about a lead. */
export type Channel = 'webhook' | 'email';

/** One channel's notification of one lead, as the operator sees it. */
export interface DeliveryState {
  channel: Channel;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** Why the last attempt failed (kept while pending; the reason once failed). */
  lastError: string | null;
  deliveredAt: string | null;
  /** While pending: when the next attempt is due. */
  nextAttemptAt: string | null;
}

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
  /** Why it was judged spam (stored, never delivered), or null. */
  spam: string | null;
  deliveries: DeliveryState[];
}

/** A delivery the worker has claimed: it may attempt it until the claim runs out. */
export interface ClaimedDelivery {
  lead: Lead;
  channel: Channel;
  /** Including this one. */
  attempts: number;
  /** Epoch ms when it was queued (or re-queued by the operator). */
  queuedAt: number;
}

export interface LeadsStore {
  readonly path: string;
  /**
   * Stores the lead and one pending delivery per channel in one transaction; returns once both
   * are committed to the file at the store's path. Throws if they could not be stored.
   */
  insert(request: QuoteRequest, options?: { channels?: Channel[]; spam?: string | null }): Lead;
  /** Newest first. */
  list(): Lead[];
  /** Up to `limit` due deliveries, each claimed until `until` (epoch ms) so no other run takes it meanwhile. */
  claimDue(limit: number, until: number): ClaimedDelivery[];
  /** When the earliest pending delivery is due (epoch ms), if any. */
  nextDueAt(): number | undefined;
  /** True only for the call that marked it: a delivery is marked delivered once. */
  markDelivered(leadId: number, channel: Channel): boolean;
  retryAt(leadId: number, channel: Channel, at: number, error: string): void;
  markFailed(leadId: number, channel: Channel, error: string): void;
  /** Queues every failed delivery again, from its first attempt; returns how many. */
  requeueFailed(): number;
  /** Removes leads received before the date, with their deliveries; returns how many leads. */
  purgeBefore(date: Date): number;
  close(): void;
}

/** LEADS_DB, else data/leads.sqlite under the working directory (npm scripts run from the project root). */
export const defaultLeadsPath = () => path.resolve(process.env.LEADS_DB || path.join('data', 'leads.sqlite'));

interface LeadRow {
  id: number;
  received_at: string;
  name: string;
  email: string;
  company: string | null;
  services: string;
  budget: string | null;
  message: string;
  spam: string | null;
}

interface DeliveryRow {
  lead_id: number;
  channel: Channel;
  status: DeliveryState['status'];
  attempts: number;
  queued_at: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

const toDelivery = (row: DeliveryRow): DeliveryState => ({
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
});

const toLead = (row: LeadRow, deliveries: DeliveryRow[]): Lead => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  company: row.company,
  services: JSON.parse(row.services) as string[],
  budget: row.budget,
  message: row.message,
  spam: row.spam,
  deliveries: deliveries.map(toDelivery),
});

export function openLeadsStore({ dbPath = defaultLeadsPath() }: { dbPath?: string } = {}): LeadsStore {
  let current: LeadDatabase = openDatabase(dbPath);
  /**
   * A connection keeps writing to the file it opened, even after that file is deleted or
   * replaced: such rows would be gone on the next start. So the open file must still be the one
   * at the path, else the connection is reopened there.
   */
  const stillAtPath = () => fileAt(dbPath) === current.file;
  const db = () => {
    if (!stillAtPath()) {
      current.db.close();
      current = openDatabase(dbPath);
    }
    return current;
  };
  const leadById = (id: number) => toLead(current.lead.get(id) as LeadRow, current.deliveriesOf.all(id) as DeliveryRow[]);

  return {
    path: dbPath,
    insert: (request, { channels = [], spam = null } = {}) => {
      const row = {
        received_at: new Date().toISOString(),
        name: request.name,
        email: request.email,
        company: request.company || null,
        services: JSON.stringify(request.services),
        budget: request.budget || null,
        message: request.message,
        spam,
      };
      // Checked again after the commit: the file may have moved while the rows were written.
      for (let attempt = 0; attempt < 2; attempt++) {
        const { db: connection, insertLead, insertDelivery } = db();
        const lead = connection.transaction(() => {
          const { id } = insertLead.get(row) as LeadRow;
          const now = Date.now();
          for (const channel of channels) insertDelivery.run(id, channel, now, now);
          return leadById(id);
        })();
        if (stillAtPath()) return lead;
      }
      throw new Error(`The lead store ${dbPath} keeps being moved or deleted; the request was not stored.`);
    },
    list: () => {
      const { leads, deliveries } = db();
      const byLead = new Map<number, DeliveryRow[]>();
      for (const row of deliveries.all() as DeliveryRow[]) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
      return (leads.all() as LeadRow[]).map((row) => toLead(row, byLead.get(row.id) ?? []));
    },
    claimDue: (limit, until) => {
      const { db: connection, dueNow, claim } = db();
      return connection
        .transaction(() => {
          const now = Date.now();
          const due = dueNow.all(now, limit) as Array<{ lead_id: number; channel: Channel }>;
          return due.flatMap(({ lead_id: leadId, channel }) => {
            const claimed = claim.get({ leadId, channel, until, now }) as DeliveryRow | undefined;
            return claimed ? [{ lead: leadById(leadId), channel, attempts: claimed.attempts, queuedAt: claimed.queued_at }] : [];
          });
        })
        .immediate();
    },
    nextDueAt: () => (db().nextDue.get() as { at: number | null }).at ?? undefined,
    markDelivered: (leadId, channel) => db().delivered.run({ leadId, channel, at: new Date().toISOString() }).changes === 1,
    retryAt: (leadId, channel, at, error) => void db().retryLater.run({ leadId, channel, at, error }),
    markFailed: (leadId, channel, error) => void db().failed.run({ leadId, channel, error }),
    requeueFailed: () => db().requeueFailed.run({ now: Date.now() }).changes,
    purgeBefore: (date) => {
      const { db: connection, purgeDeliveries, purgeLeads } = db();
      const before = date.toISOString();
      return connection.transaction(() => {
        purgeDeliveries.run(before);
        return purgeLeads.run(before).changes;
      })();
    },
    close: () => {
      if (current.db.open) current.db.close();
    },
  };
}
