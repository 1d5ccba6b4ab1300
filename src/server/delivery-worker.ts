import { describeError, type Outcome, type Sender } from './delivery-outcome.ts';
import type { Channel, ClaimedDelivery, Lead, LeadsStore } from './leads-store.ts';
import { printable } from './printable.ts';

export interface RetryPolicy {
  /** Wait before the second attempt; each later wait doubles. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** After this long since it was queued, a delivery is marked failed instead of tried again. */
  giveUpMs: number;
}

/** About 10 s growing to 1 h between attempts, for up to 48 hours. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 10_000, maxMs: 60 * 60_000, giveUpMs: 48 * 60 * 60_000 };

/**
 * Exponential backoff with jitter: after attempt n, wait between half and all of base·2^(n−1)
 * (capped at max), so deliveries that failed together do not all come back at the same moment.
 */
export function retryDelay(attempt: number, { baseMs, maxMs }: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}

export interface DeliveryWorkerOptions {
  senders: Partial<Record<Channel, Sender<Lead>>>;
  retry: RetryPolicy;
  /** One attempt may take this long; then it counts as failed and is tried again later. */
  timeoutMs: number;
  /** Attempts in flight at once, so one slow receiver does not hold up the others. */
  concurrency?: number;
  log?: (line: string) => void;
}

/** Even with nothing due, the outbox is looked at this often: `npm run leads -- --retry` re-queues from another process. */
const IDLE_POLL_MS = 5_000;

/**
 * Delivers the outbox: claims due deliveries, sends each through its channel, and marks it
 * delivered (once, on success), failed (with the reason, on a permanent error or after the
 * give-up time) or due again after a backoff. A claim lasts longer than any attempt may take, so
 * after a crash the claimed deliveries become due again by themselves.
 */
export function startDeliveryWorker(store: LeadsStore, options: DeliveryWorkerOptions) {
  const { senders, retry, timeoutMs, concurrency = 8, log = (line) => console.warn(line) } = options;
  const claimMs = 2 * timeoutMs + 1_000;
  const inFlight = new Map<Promise<void>, AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function attempt({ lead, channel, attempts, queuedAt }: ClaimedDelivery, controller: AbortController) {
    const send = senders[channel];
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]);
    // Not every channel's library takes a signal: the attempt ends at the timeout whatever it does.
    const cut = new Promise<Outcome>((resolve) =>
      signal.addEventListener('abort', () => resolve({ ok: false, permanent: false, error: describeError(signal.reason) }), { once: true }),
    );
    const outcome = send
      ? await Promise.race([send(lead, signal), cut])
      : { ok: false as const, permanent: false, error: `The ${channel} channel is not configured on this server.` };
    if (outcome.ok) {
      store.markDelivered(lead.id, channel);
      return;
    }
    const label = `Lead #${lead.id} by ${channel}, attempt ${attempts}`;
    if (stopped) {
      store.retryAt(lead.id, channel, Date.now(), `Interrupted when the server stopped: ${outcome.error}`);
      return;
    }
    if (outcome.permanent) {
      store.markFailed(lead.id, channel, outcome.error);
      log(printable(`${label} failed for good: ${outcome.error}`));
      return;
    }
    const wait = Math.min(retry.maxMs, Math.max(retryDelay(attempts, retry), outcome.retryAfterMs ?? 0));
    if (Date.now() + wait - queuedAt > retry.giveUpMs) {
      store.markFailed(lead.id, channel, `Gave up after ${Math.round(retry.giveUpMs / 3_600_000)} hours: ${outcome.error}`);
      log(printable(`${label} failed, giving up: ${outcome.error}`));
      return;
    }
    store.retryAt(lead.id, channel, Date.now() + wait, outcome.error);
    log(printable(`${label} failed, next try in ${Math.round(wait / 1000)} s: ${outcome.error}`));
  }

  function run(delivery: ClaimedDelivery) {
    const controller = new AbortController();
    const done: Promise<void> = attempt(delivery, controller)
      .catch((error: unknown) => log(`Delivery of lead #${delivery.lead.id} by ${delivery.channel} could not be recorded: ${String(error)}`))
      .finally(() => {
        inFlight.delete(done);
        tick();
      });
    inFlight.set(done, controller);
  }

  function tick() {
    clearTimeout(timer);
    if (stopped) return;
    try {
      const free = concurrency - inFlight.size;
      if (free > 0) for (const delivery of store.claimDue(free, Date.now() + claimMs)) run(delivery);
      // When every slot is busy, the next finished attempt ticks.
      if (inFlight.size >= concurrency) return;
      const next = store.nextDueAt();
      timer = setTimeout(tick, next === undefined ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, Math.max(0, next - Date.now())));
    } catch (error) {
      log(`The outbox could not be read: ${String(error)}`);
      timer = setTimeout(tick, IDLE_POLL_MS);
    }
  }

  tick();
  return {
    /** A lead was just stored: look at the outbox now rather than at the next poll. */
    wake: () => queueMicrotask(tick),
    /** Stops claiming, interrupts attempts in flight (they stay pending) and waits for them. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const controller of inFlight.values()) controller.abort(new Error('The server is stopping.'));
      await Promise.all(inFlight.keys());
    },
  };
}
