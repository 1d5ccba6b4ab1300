import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { openPage, useSiteServer, waitForApp } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
// Every static route, a generic city page and the not-found page.
const paths = [...site.pages.map((page) => page.data.route), '/locations/little-rock', '/no-such-page'];

const server = useSiteServer();

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core on every route at phone and desktop widths: zero violations (WCAG 2.1 A/AA and
 * axe's best practices). Reduced motion keeps every section at rest while it is measured.
 */
describe.each([375, 1280])('axe at %i px', (width) => {
  it.each(paths.map((path) => [path]))('%s has no violations', async (path) => {
    const opened = await openPage(`${server.url}${path}`, { width, reducedMotion: 'reduce' });
    try {
      await waitForApp(opened.page);
      // Injected through the DevTools protocol, which the page's CSP does not govern.
      await opened.page.evaluate(axeSource);
      const violations = (await opened.page.evaluate(() =>
        (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe
          .run(document, { resultTypes: ['violations'] })
          .then((result) => result.violations),
      )) as Violation[];
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
