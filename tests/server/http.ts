import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A quote request that passes every rule: tests change the field they are about. */
export const validQuote = {
  name: 'Jane Builder',
  email: 'jane@example.com',
  company: 'Acme Homes',
  services: ['Website Design', 'SEO / AEO'],
  budget: '$5,000 - $10,000',
  message: 'We build 40 homes a year and need more buyers.',
};

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * A request with the path sent exactly as given (fetch would normalise "/../" away) and the
 * body left compressed, so tests see what the server really answered.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    path: requestPath = '/',
    headers = {},
    body,
  }: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: requestPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, text: buffer.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A throwaway folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
