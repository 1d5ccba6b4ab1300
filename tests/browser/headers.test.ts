import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { parseHeadersFile } from '../../src/lib/security-headers.ts';
import { useSiteServer } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const server = useSiteServer();

describe('security headers', () => {
  it('are sent by npm start on pages, files and the endpoint, as written to _headers for static hosts', async () => {
    const written = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
    for (const path of ['/', '/about', '/robots.txt', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      for (const [name, value] of Object.entries(written)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    const csp = written['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(written['X-Content-Type-Options']).toBe('nosniff');
    expect(written['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(written['Permissions-Policy']).toContain('camera=()');
  });

  it('writes the crawl files: sitemap with last-modified dates, robots for every crawler, llms.txt', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap.match(/<url>/g)?.length).toBe(site!.pages.filter((page) => !page.data.noindex).length);
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(sitemap.match(/<url>/g)?.length);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    const llms = await (await fetch(`${server.url}/llms.txt`)).text();
    expect(llms.startsWith(`# ${site!.settings.brand}\n`)).toBe(true);
    for (const page of site!.pages.filter((candidate) => !candidate.data.noindex)) expect(llms).toContain(`(${site!.settings.siteUrl}${page.data.route})`);
    for (const page of site!.pages.filter((candidate) => candidate.data.noindex)) expect(llms).not.toContain(`(${site!.settings.siteUrl}${page.data.route})`);
  });
});
