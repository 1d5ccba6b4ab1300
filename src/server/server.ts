import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseHeadersFile } from '../lib/security-headers.ts';
import type { AddressInfo } from 'node:net';
import { openLeadsStore } from './leads-store.ts';
import { startLeadPipeline, type NotifyOptions } from './lead-pipeline.ts';
import { createQuoteHandler, type QuoteHandlerOptions } from './quote-api.ts';
import { DEFAULT_QUOTE_LIMIT } from './rate-limit.ts';
import { createStaticHandler } from './static.ts';

/** The built-in endpoint; the site settings' default quote endpoint points here. */
export const QUOTE_PATH = '/api/quote';

export interface StartOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** SQLite file for leads; defaults to LEADS_DB or data/leads.sqlite. */
  dbPath?: string;
  /** Quote requests per client address (default: 10 in 10 minutes); false turns it off. */
  quoteRateLimit?: QuoteHandlerOptions['rateLimit'];
  /** Behind a reverse proxy: identify clients by X-Forwarded-For. */
  trustProxy?: boolean;
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
  const { distDir, port, host = '127.0.0.1', dbPath, quoteRateLimit = DEFAULT_QUOTE_LIMIT, trustProxy = false, minFillMs, notify, retentionDays } = options;
  const store = openLeadsStore({ dbPath });
  const leads = startLeadPipeline(store, { notify, retentionDays });
  const quote = createQuoteHandler(leads.save, { rateLimit: quoteRateLimit, trustProxy, minFillMs });
  const files = createStaticHandler(distDir);
  // The same headers a static host sends, from the _headers file the build writes.
  const headersPath = path.join(distDir, '_headers');
  const securityHeaders = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : {};
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const pathname = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '');
    if (pathname === QUOTE_PATH) quote(req, res);
    else files(req, res);
  });

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
