import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fresh from 'fresh';
import send from 'send';
import { matchTemplate, normalizePath } from '../shared/route-match.ts';
import { ROUTE_TABLE_FILE } from '../shared/data-path.ts';

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

/** Files for the static host, not for visitors. */
const HOST_FILES = new Set(['_headers', '_redirects']);

/**
 * What a visitor may fetch: not the host's configuration files at the root, and not build
 * metadata (/.vite/manifest.json names the source files) or anything else in a dot file or
 * folder, except /.well-known/ (security.txt and the like).
 */
function isPublic(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  if (HOST_FILES.has(segments[0]!)) return false;
  return segments.every((segment, index) => !segment.startsWith('.') || (index === 0 && segment === '.well-known'));
}

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
 * The templates of the route table the prerender writes (ROUTE_TABLE_FILE). Read on each miss
 * (misses are rare) so a rebuild while the server runs is picked up.
 */
async function readTemplates(root: string): Promise<string[]> {
  try {
    const parsed = JSON.parse(await readFile(path.join(root, ROUTE_TABLE_FILE), 'utf8')) as { templates?: unknown };
    return Array.isArray(parsed.templates) ? parsed.templates.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const fileStat = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info : undefined),
    () => undefined,
  );

interface Found {
  file: string;
  info: Stats;
}

/**
 * Serves a built site: the exact file, else <path>/index.html, else 404.html (status 404), except
 * for paths of a template route (/locations/any-city), which get 404.html with status 200: it is
 * the app shell, and the browser renders the template page. Nothing outside distDir, and nothing
 * a visitor does not need, is reachable.
 *
 * Files go out through `send` (conditional requests with ETag and Last-Modified, byte ranges,
 * HEAD, streaming). Text a client accepts compressed is the exception: it is compressed once per
 * file version (brotli at its best level, which is too slow to do per request) and served from
 * memory, with its own ETag, so a range request for text gets the uncompressed file instead.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  // Compressed bodies by encoding and file, kept while the file's ETag is unchanged.
  const cache = new Map<string, { etag: string; body: Buffer }>();

  async function find(pathname: string): Promise<Found | undefined> {
    if (!isPublic(pathname)) return undefined;
    const target = path.resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + path.sep)) return undefined;
    for (const file of [target, path.join(target, 'index.html')]) {
      const info = await fileStat(file);
      if (info) return { file, info };
    }
    return undefined;
  }

  async function sendCompressed(req: IncomingMessage, res: ServerResponse, { file, info }: Found, encoding: Encoding) {
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`;
    const lastModified = info.mtime.toUTCString();
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    if (res.statusCode === 200 && fresh(req.headers, { etag, 'last-modified': lastModified })) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (entry?.etag !== etag) {
      entry = { etag, body: await compressors[encoding](await readFile(file)) };
      cache.set(key, entry);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', entry.body.length);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  function sendPlain(req: IncomingMessage, res: ServerResponse, { file }: Found, status: number): Promise<void> {
    const urlPath = '/' + path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/');
    // Ranges of the fallback page would be ranges of an error page: not offered.
    const stream = send(req, urlPath, { root, dotfiles: 'allow', index: false, cacheControl: false, acceptRanges: status === 200 });
    return new Promise((resolve, reject) => {
      stream.on('error', (error: { status?: number; message: string; headers?: Record<string, string> }) => {
        if (!error.status || error.status >= 500) return reject(error);
        sendText(res, error.status, error.message, error.headers);
        resolve();
      });
      stream.on('end', resolve);
      res.on('close', resolve);
      stream.pipe(res);
    });
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, found: Found, status: number, cacheControl: string) {
    const type = contentType(found.file);
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!compressible(type)) return sendPlain(req, res, found, status);
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding && !req.headers.range) return sendCompressed(req, res, found, encoding);
    return sendPlain(req, res, found, status);
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
    const found = await find(pathname);
    if (found) return sendFile(req, res, found, 200, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    const isTemplate = matchTemplate(await readTemplates(root), normalizePath(pathname)) !== undefined;
    const notFound = path.join(root, '404.html');
    const info = await fileStat(notFound);
    if (!info) return sendText(res, 404, 'Not found');
    return sendFile(req, res, { file: notFound, info }, isTemplate ? 200 : 404, REVALIDATE);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      console.error(`Could not serve ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    });
  };
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  for (const name of ['Content-Encoding', 'Content-Range', 'ETag', 'Last-Modified', 'Vary']) res.removeHeader(name);
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}
