import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { HTTPS_ONLY_HEADERS, parseHeadersFile } from '../shared/security-headers.ts';

/**
 * The headers a static host sends, from the `_headers` file the build writes, for one request.
 * HSTS goes out only when the visitor's connection is https: a TLS socket, or a reverse proxy
 * we trust saying so in X-Forwarded-Proto (the value it appended last, as with X-Forwarded-For).
 */
export function siteHeaders(distDir: string, { trustProxy }: { trustProxy: boolean }): (req: IncomingMessage) => Record<string, string> {
  const file = path.join(distDir, '_headers');
  const all = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
  const plain = Object.fromEntries(Object.entries(all).filter(([name]) => !HTTPS_ONLY_HEADERS.includes(name)));
  return (req) => (servedOverHttps(req, trustProxy) ? all : plain);
}

function servedOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',');
  return forwarded[forwarded.length - 1]!.trim().toLowerCase() === 'https';
}
