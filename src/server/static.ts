import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { matchTemplate, normalizePath } from '../lib/route-match.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
// Images other than SVG and woff/woff2 fonts are compressed already.
const compressible = (type: string) => /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

/** Built files under /assets/ have a content hash in their name, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its URL across deploys: always revalidate (cheap, thanks to the ETag). */
const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};

/** The client's preferred encoding we support; q=0 means "not this one". */
function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * dist/_data/routes.json, written by the prerender. Read on each miss (misses are rare) so a
 * rebuild while the server runs is picked up.
 */
async function readTemplates(root: string): Promise<string[]> {
  try {
    const parsed = JSON.parse(await readFile(path.join(root, '_data', 'routes.json'), 'utf8')) as { templates?: unknown };
    return Array.isArray(parsed.templates) ? parsed.templates.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const fileStat = (file: string) => stat(file).then((info) => (info.isFile() ? info : undefined), () => undefined);

/**
 * Serves a built site: the exact file, else <path>/index.html, else 404.html (status 404), except
 * for paths of a template route (/locations/any-city), which get 404.html with status 200: it is
 * the app shell, and the browser renders the template page. Nothing outside distDir is reachable.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  // Compressed bodies by encoding and file, kept while the file's ETag is unchanged.
  const cache = new Map<string, { etag: string; body: Buffer }>();

  async function find(pathname: string): Promise<string | undefined> {
    const target = path.resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + path.sep)) return undefined;
    for (const candidate of [target, path.join(target, 'index.html')]) {
      if (await fileStat(candidate)) return candidate;
    }
    return undefined;
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, cacheControl: string) {
    const info = await fileStat(file);
    if (!info) return sendText(res, 404, 'Not found');
    const type = contentType(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body: Buffer;
    const encoding = compressible(type) ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (compressible(type)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const key = `${encoding}:${file}`;
      let entry = cache.get(key);
      if (entry?.etag !== etag) {
        entry = { etag, body: await compressors[encoding](await readFile(file)) };
        cache.set(key, entry);
      }
      body = entry.body;
      headers['Content-Encoding'] = encoding;
    } else {
      body = await readFile(file);
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    if (pathname.includes('\0')) return sendText(res, 400, 'Bad request');
    const file = await find(pathname);
    if (file) return sendFile(req, res, file, 200, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    const isTemplate = matchTemplate(await readTemplates(root), normalizePath(pathname)) !== undefined;
    return sendFile(req, res, path.join(root, '404.html'), isTemplate ? 200 : 404, REVALIDATE);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      console.error(`Could not serve ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    });
  };
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}
