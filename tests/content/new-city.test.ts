import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeoRow } from '../../blocks/seoTable/schema.ts';
import { crawlFiles } from '../../src/build/crawl-files.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import type { CompiledSite } from '../../src/content/types.ts';
import { fullTitle } from '../../src/shared/search-limits.ts';

const LITTLE_ROCK = `# yaml-language-server: $schema=../../schema/page.schema.json
title: Builder Marketing in Little Rock
description: Websites, local SEO and review management for home builders, remodelers and trades contractors in Little Rock, Arkansas.
blocks:
  - type: hero
    eyebrow: Little Rock, Arkansas
    heading: Marketing for Little Rock Builders and Contractors
    actions:
      - label: Book a Call
        href: "@booking"
  - type: cta
    heading: Let's Talk About Little Rock
    actions:
      - label: Book a Call
        href: "@booking"
`;

const root = mkdtempSync(path.join(tmpdir(), 'new-city-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function compile(): CompiledSite {
  const { site, problems } = compileSiteContent({ root, pagesDir: path.join(root, 'pages') });
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  return site!;
}
const seoRows = (site: CompiledSite) =>
  site.pages.find((page) => page.data.route === '/seo-dashboard')!.data.blocks.find((block) => block.type === 'seoTable')!.rows as SeoRow[];

describe('a new city file, with no code change', () => {
  let before: CompiledSite;
  let after: CompiledSite;
  beforeAll(() => {
    cpSync(path.resolve('pages'), path.join(root, 'pages'), { recursive: true });
    cpSync(path.resolve('public'), path.join(root, 'public'), { recursive: true });
    before = compile();
    writeFileSync(path.join(root, 'pages/locations/little-rock.yaml'), LITTLE_ROCK);
    after = compile();
  });

  it('adds its indexable page', () => {
    const page = after.pages.find((candidate) => candidate.data.route === '/locations/little-rock');
    expect(page?.data.noindex).toBe(false);
    expect(page?.data.title).toBe('Builder Marketing in Little Rock');
    expect(after.pages).toHaveLength(before.pages.length + 1);
  });

  it('adds its sitemap entry', () => {
    const url = `<loc>${after.settings.siteUrl}/locations/little-rock</loc>`;
    expect(crawlFiles(before)['sitemap.xml']).not.toContain(url);
    expect(crawlFiles(after)['sitemap.xml']).toContain(url);
  });

  it('adds its SEO dashboard row, titled by the rule <head> uses', () => {
    expect(seoRows(before).some((row) => row.path === '/locations/little-rock')).toBe(false);
    expect(seoRows(after)).toHaveLength(seoRows(before).length + 1);
    expect(seoRows(after).find((row) => row.path === '/locations/little-rock')).toEqual({
      path: '/locations/little-rock',
      page: 'Little Rock',
      title: fullTitle('Builder Marketing in Little Rock', after.settings.brand),
      description: 'Websites, local SEO and review management for home builders, remodelers and trades contractors in Little Rock, Arkansas.',
    });
  });
});
