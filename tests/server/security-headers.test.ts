import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/build/bootstrap-script.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { headersFile, securityHeaders } from '../../src/shared/security-headers.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { rawRequest, tempDir } from './http.ts';
import { observatoryGrade } from './observatory.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const bootstrap = "document.head.append(Object.assign(document.createElement('script'),{type:'module',src:\"/assets/index-abc123.js\"}))";
const page = `<!doctype html><html lang="en"><head><title>Home</title><script>${bootstrap}</script></head><body><div id="root"></div></body></html>`;
const headers = securityHeaders(site!.settings, { scriptHashes: inlineScriptHashes(page) });

/** The headers of the first release, which the Observatory graded B+ over https. */
const FIRST_RELEASE = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};
const FIRST_RELEASE_PAGE = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body></body></html>';

let temp: ReturnType<typeof tempDir>;
let direct: RunningServer;
let proxied: RunningServer;

beforeAll(async () => {
  temp = tempDir('headers-');
  const dist = path.join(temp.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, '404.html'), page);
  writeFileSync(path.join(dist, '_headers'), headersFile(headers));
  direct = await startServer({ distDir: dist, port: 0, dbPath: path.join(temp.dir, 'direct.sqlite') });
  proxied = await startServer({ distDir: dist, port: 0, dbPath: path.join(temp.dir, 'proxied.sqlite'), trustProxy: true });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  temp.remove();
});

const hsts = async (server: RunningServer, forwardedProto?: string) =>
  (await rawRequest(server.url, { headers: forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : {} })).headers['strict-transport-security'];

describe('headers from npm start', () => {
  it('send HSTS only when the visitor is on https: said by a trusted proxy, in the value it appended last', async () => {
    expect(await hsts(direct)).toBeUndefined();
    expect(await hsts(direct, 'https')).toBeUndefined();
    expect(await hsts(proxied)).toBeUndefined();
    expect(await hsts(proxied, 'https, http')).toBeUndefined();
    expect(await hsts(proxied, 'https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(proxied, 'http, https')).toBe('max-age=31536000; includeSubDomains');
  });

  it('send every other header of the _headers file on plain http as well', async () => {
    const response = await rawRequest(direct.url, { path: '/' });
    for (const [name, value] of Object.entries(headers)) {
      if (name !== 'Strict-Transport-Security') expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('score A+ on the Mozilla Observatory header tests behind an https proxy', async () => {
    const response = await rawRequest(proxied.url, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } });
    const graded = observatoryGrade(response.headers as Record<string, string>, { origin: 'https://www.example.com', html: response.text });
    expect(graded.grade, JSON.stringify(graded.results, null, 2)).toBe('A+');
    expect(graded.score).toBe(120);
  });
});

describe('the Observatory-style grader', () => {
  it('grades the first release’s headers B+ over https, as the Observatory did', () => {
    const graded = observatoryGrade(FIRST_RELEASE, { origin: 'https://www.example.com', html: FIRST_RELEASE_PAGE });
    expect([graded.score, graded.grade]).toEqual([80, 'B+']);
    expect(graded.results['strict-transport-security']).toEqual(['hsts-not-implemented', -20]);
  });

  it('penalises script sources that allow injection, and no HSTS over plain http', () => {
    const unsafe = { ...headers, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'" };
    expect(observatoryGrade(unsafe, { origin: 'https://www.example.com', html: page }).results['content-security-policy']).toEqual([
      'csp-implemented-with-unsafe-inline',
      -20,
    ]);
    expect(observatoryGrade(headers, { origin: 'http://www.example.com', html: page }).results['strict-transport-security']).toEqual([
      'hsts-not-implemented-no-https',
      -20,
    ]);
  });
});
