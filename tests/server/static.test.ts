import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { rawRequest, tempDir } from './http.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const files: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about/index.html': '<!doctype html><title>About</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'assets/index-abc123.js': script,
  'assets/index-abc123.css': 'body{color:red}',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/photo.webp': Buffer.from('RIFF0000WEBP'),
  'fonts/inter.woff2': Buffer.from('wOF2'),
  'robots.txt': 'User-agent: *\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  '_data/index.json': '{"route":"/"}',
  '_data/_routes.json': JSON.stringify({ routes: ['/', '/about'], templates: ['/locations/[citySlug]'] }),
  '.well-known/security.txt': 'Contact: mailto:security@test.example\n',
  // Written by the build but not for visitors: source file names, host configuration.
  '.vite/manifest.json': '{"src/entry-client.tsx":{"file":"assets/index-abc123.js"}}',
  _headers: '/*\n  X-Frame-Options: DENY\n',
  _redirects: '/old /new 301\n',
};

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;

beforeAll(async () => {
  temp = tempDir('static-');
  const dist = path.join(temp.dir, 'dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  // Beside dist/, where no request may reach.
  writeFileSync(path.join(temp.dir, 'secret.txt'), 'top secret');
  server = await startServer({ distDir: dist, port: 0, dbPath: path.join(temp.dir, 'leads.sqlite') });
});
afterAll(async () => {
  await server.close();
  temp.remove();
});

const get = (requestPath: string, headers: Record<string, string> = {}) => rawRequest(server.url, { path: requestPath, headers });

describe('static files', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/about?utm_source=x', 'about/index.html'],
  ])('serves %s from %s, revalidated on every visit', async (requestPath, file) => {
    const response = await get(requestPath);
    expect(response.status).toBe(200);
    expect(response.text).toBe(files[file]);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['/images/logo.svg', 'image/svg+xml'],
    ['/images/photo.webp', 'image/webp'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/_data/index.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s', async (requestPath, type) => {
    const response = await get(requestPath);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.body.equals(Buffer.from(files[requestPath.slice(1)]!))).toBe(true);
  });

  it('lets browsers keep hashed /assets/ files for a year, and nothing else', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/images/logo.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/_data/index.json')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses text with brotli or gzip as the client accepts, and leaves compressed formats alone', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);

    for (const binary of ['/images/photo.webp', '/fonts/inter.woff2']) {
      expect((await get(binary, { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/images/logo.svg', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(server.url, { method: 'HEAD', path: '/about', headers: { 'Accept-Encoding': 'gzip' } });
    const got = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a repeat visit with 304 when the file is unchanged', async () => {
    const first = await get('/about');
    const again = await get('/about', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 304 to any matching validator: an ETag in a list, *, or an unchanged If-Modified-Since', async () => {
    for (const encoding of ['', 'br']) {
      const first = await get('/about', { 'Accept-Encoding': encoding });
      const validators: Record<string, string>[] = [
        { 'If-None-Match': `W/"0-0", ${first.headers.etag}` },
        { 'If-None-Match': '*' },
        { 'If-Modified-Since': String(first.headers['last-modified']) },
      ];
      for (const headers of validators) {
        const again = await get('/about', { 'Accept-Encoding': encoding, ...headers });
        expect(again.status, `${encoding} ${JSON.stringify(headers)}`).toBe(304);
        expect(again.body.length).toBe(0);
      }
      expect((await get('/about', { 'Accept-Encoding': encoding, 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
      expect((await get('/about', { 'Accept-Encoding': encoding, 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    }
  });

  it('gives compressed and plain copies different ETags, so a cache never mixes them up', async () => {
    const plain = await get('/about');
    const br = await get('/about', { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) })).status).toBe(200);
  });

  it('serves byte ranges, uncompressed, and refuses ranges past the end', async () => {
    const photo = files['images/photo.webp'] as Buffer;
    const part = await get('/images/photo.webp', { Range: 'bytes=4-7' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${photo.length}`);
    expect(part.body.equals(photo.subarray(4, 8))).toBe(true);

    const text = await get('/assets/index-abc123.js', { Range: 'bytes=-6', 'Accept-Encoding': 'br, gzip' });
    expect(text.status).toBe(206);
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.text).toBe(script.slice(-6));

    const beyond = await get('/images/photo.webp', { Range: 'bytes=100-200' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${photo.length}`);
  });

  it('sends the whole file when If-Range names an older version', async () => {
    const response = await get('/images/photo.webp', { Range: 'bytes=0-3', 'If-Range': 'W/"0-0"' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe((files['images/photo.webp'] as Buffer).length);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await rawRequest(server.url, { method: 'POST', path: '/about', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/about/team', '/locations', '/locations/Not_A_Slug', '/locations/tulsa/extra', '/assets/missing.js'])(
    'serve 404.html with status 404 for %s',
    async (requestPath) => {
      const response = await get(requestPath);
      expect(response.status).toBe(404);
      expect(response.text).toBe(files['404.html']);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it.each(['/locations/stillwater', '/locations/broken-arrow/'])('serve the app shell with status 200 for a template route: %s', async (requestPath) => {
    const response = await get(requestPath);
    expect(response.status).toBe(200);
    expect(response.text).toBe(files['404.html']);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt'])(
    'never reach outside dist/: %s',
    async (requestPath) => {
      const response = await get(requestPath);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('top secret');
    },
  );

  it.each(['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json', '/_headers', '/_redirects', '/assets/.vite/x', '/.well-known/../_headers'])(
    'serve build metadata and host files to nobody: %s',
    async (requestPath) => {
      const response = await get(requestPath);
      expect(response.status).toBe(404);
      expect(response.text).toBe(files['404.html']);
    },
  );

  it('serve /.well-known/ files', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe(files['.well-known/security.txt']);
  });

  it('ignore Range on the not-found page', async () => {
    const response = await get('/nope', { Range: 'bytes=0-3' });
    expect(response.status).toBe(404);
    expect(response.text).toBe(files['404.html']);
  });

  it.each(['/%E0%A4%A', '/a%00b'])('answer a malformed path with 400: %s', async (requestPath) => {
    expect((await get(requestPath)).status).toBe(400);
  });
});

describe('slow clients', () => {
  let slow: RunningServer;
  beforeAll(async () => {
    slow = await startServer({
      distDir: path.join(temp.dir, 'dist'),
      port: 0,
      dbPath: path.join(temp.dir, 'slow-leads.sqlite'),
      timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000 },
    });
  });
  afterAll(() => slow.close());

  /** Sends part of a request and never the rest; resolves with what the server answered when it closed the connection. */
  function stall(partial: string): Promise<string> {
    const { port } = new URL(slow.url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(partial));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('are cut off with 408 when their headers never end', async () => {
    expect(await stall('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are cut off with 408 when their body never ends', async () => {
    const answer = await stall('POST /api/quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
