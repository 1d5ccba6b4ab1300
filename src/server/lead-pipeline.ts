import type { QuoteRequest } from '../shared/quote-schema.ts';
import type { Sender } from './delivery-outcome.ts';
import { DEFAULT_RETRY, startDeliveryWorker, type RetryPolicy } from './delivery-worker.ts';
import { createEmailSender, type EmailTarget } from './email.ts';
import type { Channel, Lead, LeadsStore } from './leads-store.ts';
import { sendWebhook, type WebhookTarget } from './webhook.ts';

export interface NotifyOptions {
  webhook?: WebhookTarget;
  email?: EmailTarget;
  retry?: RetryPolicy;
  /** How long one delivery attempt may take. */
  timeoutMs?: number;
}

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
const PURGE_EVERY_MS = 6 * 60 * 60_000;

/**
 * What happens to a quote request after validation: it is stored with one pending delivery per
 * configured channel (none when it is spam), and a background worker delivers them. Old leads
 * are removed after `retentionDays`, when set.
 */
export function startLeadPipeline(store: LeadsStore, { notify = {}, retentionDays }: { notify?: NotifyOptions; retentionDays?: number }) {
  const { retry = DEFAULT_RETRY, timeoutMs = DEFAULT_DELIVERY_TIMEOUT_MS } = notify;
  const senders: Partial<Record<Channel, Sender<Lead>>> = {};
  const email = notify.email && createEmailSender(notify.email, timeoutMs);
  if (notify.webhook) senders.webhook = (lead, signal) => sendWebhook(notify.webhook!, lead, signal);
  if (email) senders.email = email.send;
  const channels = Object.keys(senders) as Channel[];
  const worker = channels.length > 0 ? startDeliveryWorker(store, { senders, retry, timeoutMs }) : undefined;

  const purge = () => {
    if (retentionDays === undefined) return;
    try {
      store.purgeBefore(new Date(Date.now() - retentionDays * 24 * 60 * 60_000));
    } catch (error) {
      console.error('Old quote requests could not be removed:', error);
    }
  };
  purge();
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS).unref();

  return {
    channels,
    /** Returns once the lead and its deliveries are committed; throws if they could not be stored. */
    save(request: QuoteRequest, spam: string | null) {
      store.insert(request, { channels: spam ? [] : channels, spam });
      if (!spam) worker?.wake();
    },
    async close() {
      clearInterval(purgeTimer);
      await worker?.stop();
      email?.close();
    },
  };
}
