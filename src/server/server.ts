import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLeadsStore } from './leads-store.ts';
import { startLeadPipeline, type NotifyOptions } from './lead-pipeline.ts';
import { createQuoteHandler, type QuoteHandlerOptions } from './quote-api.ts';
import { DEFAULT_QUOTE_LIMIT } from './rate-limit.ts';
import { siteHeaders } from './site-headers.ts';
import { createStaticHandler } from './static.ts';

/** The built-in endpoint; the site settings' default quote endpoint points here. */
export const QUOTE_PATH = '/api/quote';

/**
 * How long a client may take, in milliseconds: to send its request headers, to send the whole
 * request (the quote endpoint's body included), and to stay silent on an open connection.
 * Node's own limits are a minute and five minutes, checked only every 30 seconds.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}
export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000 };

export interface StartOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** SQLite file for leads; defaults to LEADS_DB or data/leads.sqlite. */
  dbPath?: string;
  /** Quote requests per client address (default: 10 in 10 minutes); false turns it off. */
  quoteRateLimit?: QuoteHandlerOptions['rateLimit'];
  /** Behind a reverse proxy: identify clients by X-Forwarded-For, and https by X-Forwarded-Proto. */
  trustProxy?: boolean;
  timeouts?: ServerTimeouts;
  /** See QuoteHandlerOptions: requests filled in faster than this are spam. */
  minFillMs?: number;
  /** Where each lead is delivered (none: leads are only stored). */
  notify?: NotifyOptions;
  /** Leads older than this many days are removed; unset keeps them. */
  retentionDays?: number;
}

export interface RunningServer {
  url: string;
  dbPath: string;
  /** The channels each lead is delivered through. */
  channels: string[];
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Serves the built site and the quote endpoint on one origin, as `npm start` does. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const {
    distDir,
    port,
    host = '127.0.0.1',
    dbPath,
    quoteRateLimit = DEFAULT_QUOTE_LIMIT,
    trustProxy = false,
    timeouts = DEFAULT_TIMEOUTS,
    minFillMs,
    notify,
    retentionDays,
  } = options;
  const store = openLeadsStore({ dbPath });
  const leads = startLeadPipeline(store, { notify, retentionDays });
  const quote = createQuoteHandler(leads.save, { rateLimit: quoteRateLimit, trustProxy, minFillMs });
  const files = createStaticHandler(distDir);
  const headersFor = siteHeaders(distDir, { trustProxy });
  const server = http.createServer(requestLimits(timeouts), (req, res) => {
    for (const [name, value] of Object.entries(headersFor(req))) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '');
    if (pathname === QUOTE_PATH) quote(req, res);
    else files(req, res);
  });
  // A silent connection is closed (with no 'timeout' listener, Node destroys the socket).
  server.setTimeout(timeouts.idleMs);

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await leads.close();
    store.close();
    throw error;
  }

  const address = server.address() as AddressInfo;
  // 0.0.0.0 and :: listen everywhere; a browser reaches them as localhost.
  const shown = ['0.0.0.0', '::'].includes(host) ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    dbPath: store.path,
    channels: leads.channels,
    close: () =>
      new Promise<void>((resolve) => {
        // Idle keep-alive connections would hold close() open; requests in flight get a few
        // seconds to finish (their leads are committed before they are answered).
        const force = setTimeout(() => server.closeAllConnections(), 5000);
        server.close(() => {
          clearTimeout(force);
          void leads.close().then(() => {
            store.close();
            resolve();
          });
        });
        server.closeIdleConnections();
      }),
  };
}

function requestLimits(timeouts: ServerTimeouts): http.ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    // How often the two limits are enforced (Node's default is every 30 s).
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 4),
  };
}
