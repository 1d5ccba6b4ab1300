import type { IncomingMessage } from 'node:http';

export interface RateLimit {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
}

/** Ten quote requests per address in ten minutes: far above a person's use, well below a flood. */
export const DEFAULT_QUOTE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000 };

/** Above this many tracked clients, expired windows are dropped before a new one is added. */
const SWEEP_AT = 10_000;

/**
 * Counts requests per client in fixed windows. `take` counts one request and answers undefined
 * while the client is within its limit, else the seconds until its window ends (Retry-After).
 * `clients` is how many clients it currently remembers.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const take = (client: string): number | undefined => {
    const time = now();
    let window = windows.get(client);
    if (!window || time - window.start >= windowMs) {
      if (!window && windows.size >= SWEEP_AT) {
        for (const [key, old] of windows) if (time - old.start >= windowMs) windows.delete(key);
      }
      window = { start: time, count: 0 };
      windows.set(client, window);
    }
    window.count++;
    return window.count > max ? Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) : undefined;
  };
  return {
    take,
    get clients() {
      return windows.size;
    },
  };
}

/**
 * The client's address. Behind a reverse proxy every request comes from the proxy, so with
 * `trustProxy` the address the proxy appended last to X-Forwarded-For is used instead (the
 * entries before it are whatever the client claimed).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}
