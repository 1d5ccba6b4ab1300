import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { formatReport } from '../../src/content/report.ts';

/** The smallest valid settings: links only to pages every fixture has. */
export const SITE = `brand: Test Co
tagline: A test site for the content compiler.
siteUrl: https://test.example
foundedYear: 2006
logo: /favicon.svg
contact: { email: hi@test.example, phone: (405) 555-0100, hours: Mon-Fri 9am-5pm, openingHours: Mo-Fr 09:00-17:00, region: "Norman, Oklahoma", locality: Norman, regionCode: OK }
booking: { url: "https://booking.example.com/test", label: Book a Call, minutes: 30 }
socials: []
navigation:
  - name: Home
    path: /
footer: { services: [], company: [], cities: [] }
quote: { endpoint: /api/quote }
notBuiltYet: { notImplemented: Not yet., postComingSoonTitle: Soon, postComingSoonText: Coming soon. }
`;

export const NOT_FOUND = `title: Not found
description: The page you asked for does not exist on this test site at all.
noindex: true
blocks:
  - type: hero
    heading: Not found
`;

/** A plain page beside the home page. */
export const ABOUT = `title: About the test company
description: Who runs the test company, written long enough to pass the description check.
blocks:
  - type: hero
    heading: About us
`;

export const HOME = `title: Home
description: The home page of the test site, with enough words to pass checks.
blocks:
  - type: hero
    heading: Welcome
`;

const roots: string[] = [];
afterEach(() => {
  while (roots.length) rmSync(roots.pop()!, { recursive: true, force: true });
});

/** Writes a throwaway site (settings, 404 and home by default) and returns its root. */
export function writeSite(files: Record<string, string | null>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  roots.push(root);
  const all: Record<string, string | null> = { 'pages/_site.yaml': SITE, 'pages/_404.yaml': NOT_FOUND, 'pages/index.yaml': HOME, ...files };
  for (const [name, content] of Object.entries(all)) {
    if (content === null) continue;
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

export function compileSite(files: Record<string, string | null>) {
  return compileSiteContent({ root: writeSite(files) });
}

/** The report the CLI would print for these files. */
export function reportFor(files: Record<string, string | null>): string {
  return formatReport(compileSite(files).problems);
}
