import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { parseHeadersFile } from '../../src/shared/security-headers.ts';
import { observatoryGrade } from '../server/observatory.ts';
import { useSiteServer } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const server = useSiteServer();

describe('security headers', () => {
  it('are sent by npm start on pages, files and the endpoint, as written to _headers for static hosts (HSTS only over https)', async () => {
    const written = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
    expect(written['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    for (const path of ['/', '/about', '/robots.txt', '/no-such-page', '/api/quote']) {
      const response = await fetch(`${server.url}${path}`);
      for (const [name, value] of Object.entries(written)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(name === 'Strict-Transport-Security' ? null : value);
      }
    }
  });

  it('trust exactly the inline bootstrap of every page by its hash, and no host', async () => {
    const scriptSrc = parseHeadersFile(readFileSync('dist/_headers', 'utf8'))
      ['Content-Security-Policy']!.split('; ')
      .find((part) => part.startsWith('script-src '))!;
    for (const path of ['/', '/about', '/locations/any-town', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => createHash('sha256').update(match[1]!).digest('base64'));
      expect(inline, path).toHaveLength(1);
      expect(scriptSrc, path).toBe(`script-src 'sha256-${inline[0]}' 'strict-dynamic' https: 'unsafe-inline'`);
      expect(html, path).not.toMatch(/<script[^>]+src=/);
    }
  });

  it('score A+ on the Mozilla Observatory header tests when served over https, as a static host sends them', async () => {
    const written = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
    const html = await (await fetch(`${server.url}/`)).text();
    const graded = observatoryGrade(written, { origin: 'https://www.example.com', html });
    expect(graded.grade, JSON.stringify(graded.results, null, 2)).toBe('A+');
    expect(Object.values(graded.results).filter(([, modifier]) => modifier < 0)).toEqual([]);
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
