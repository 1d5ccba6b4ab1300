import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { YamlSource } from '../../src/content/yaml-source.ts';
import { startServer } from '../../src/server/server.ts';
import { type ContentField, copySite, fieldsOf, rewriteFields } from './content-fields.ts';
import { closeBrowser, openPage, waitForApp } from './harness.ts';

/** Rich-text payloads: each would run script if it reached the page unsanitised, so the build refuses it. */
const HTML_PAYLOADS = [
  '<p>a<script>alert(1)</script></p>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)></svg>',
  '<p><a href="javascript:alert(1)">click</a></p>',
  '<a href="&#106;avascript:alert(1)">encoded</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s></animate></svg>',
  '"><script>alert(1)</script>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<p onmouseover="alert(1)">hover</p><img src="/favicon.svg" onload="alert(1)">',
];

/** Allowed markup whose text looks like code: it builds, and must stay text in the page. */
const INERT_PAYLOADS = [
  // Replacement patterns in an allowed attribute, once read as code by a string template.
  '<p><a href="/" title="$\'<img src=x onerror=alert(1)>">prices</a></p>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; and &lt;img src=x onerror=alert(1)&gt;</p>',
  '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">quoted attribute</p>',
  '<p><code>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></p>',
];

/** Link payloads: each must be refused by the build, at its own line. */
const LINK_PAYLOADS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/phish',
  '/\\evil.example',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'file:///etc/passwd',
  'contact',
];

let work: string;
const copy = (name: string) => copySite(path.join(work, name));
const inject = (pagesDir: string, fields: ContentField[], payloads: string[]) => {
  let next = 0;
  rewriteFields(pagesDir, fields, () => payloads[next++ % payloads.length]);
};
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'xss-'));
});
afterAll(async () => {
  await closeBrowser();
  rmSync(work, { recursive: true, force: true });
});

describe('hostile content', () => {
  it('refuses every unsafe link in every link field, each at its own location', () => {
    const pagesDir = copy('links');
    const fields = fieldsOf(pagesDir).filter((field) => field.kind === 'link');
    expect(fields.length).toBeGreaterThan(50);
    inject(pagesDir, fields, LINK_PAYLOADS);
    const { site, problems } = compileSiteContent({ root: path.dirname(pagesDir), pagesDir });
    expect(site).toBeUndefined();
    // Each injected field must have an error at its own line and column.
    const located = new Set(problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line}:${p.col}`));
    const missed = fields.filter((field) => {
      const { line, col } = new YamlSource(field.file, readFileSync(path.join(pagesDir, field.file), 'utf8')).locate(field.path);
      return !located.has(`pages/${field.file}:${line}:${col}`);
    });
    expect(missed).toEqual([]);
  });

  it('refuses every unsafe rich-text payload in every rich-text field, each at its own field', () => {
    const pagesDir = copy('refused');
    const fields = fieldsOf(pagesDir).filter((field) => field.kind === 'html');
    expect(fields.length).toBeGreaterThan(HTML_PAYLOADS.length);
    inject(pagesDir, fields, HTML_PAYLOADS);
    const { site, problems } = compileSiteContent({ root: path.dirname(pagesDir), pagesDir });
    expect(site).toBeUndefined();
    const refused = problems.filter((problem) => problem.code === 'unsafe-markup');
    const missed = fields.filter((field) => {
      const { line } = new YamlSource(field.file, readFileSync(path.join(pagesDir, field.file), 'utf8')).locate(field.path);
      return !refused.some((problem) => problem.file === `pages/${field.file}` && problem.line >= line);
    });
    expect(missed).toEqual([]);
    expect(refused.length).toBe(fields.length);
  });

  it('renders allowed markup that looks like code inert in Chromium', async () => {
    const pagesDir = copy('html');
    const fields = fieldsOf(pagesDir).filter((field) => field.kind === 'html');
    inject(pagesDir, fields, INERT_PAYLOADS);
    const outDir = path.join(work, 'html', 'dist');
    await buildSite({ root: process.cwd(), pagesDir, outDir, log: () => {} });
    const server = await startServer({ distDir: outDir, port: 0, dbPath: path.join(work, 'leads.sqlite') });
    try {
      const { site } = compileSiteContent({ root: path.dirname(pagesDir), pagesDir });
      const routes = [...site!.pages.map((page) => page.data.route), '/locations/any-town'];
      // One page for every route, listening for dialogs before the first one loads.
      const opened = await openPage('about:blank');
      const dialogs: string[] = [];
      opened.page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      try {
        for (const route of routes) {
          const before = opened.problems.length;
          await opened.page.goto(`${server.url}${route}`, { waitUntil: 'load' });
          await waitForApp(opened.page);
          // Anything that survived would have run by now: on load and focus (passed), on hover
          // (next), or when an image fails: a broken image added after all others has failed,
          // so every earlier one has too.
          await opened.page.mouse.move(200, 300);
          await opened.page.evaluate(
            () =>
              new Promise((resolve) => {
                const probe = new Image();
                probe.onerror = resolve;
                probe.src = '/images/xss-probe-that-does-not-exist.png';
              }),
          );
          expect(dialogs, route).toEqual([]);
          // What the browser parsed: text inside an attribute value is inert, an element or attribute is not.
          const live = await opened.page.evaluate(() =>
            [...document.querySelectorAll('*')].flatMap((element) => [
              ...[...element.attributes]
                .filter((attribute) => /^on|^srcdoc$/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
                .map((attribute) => `${element.tagName} ${attribute.name}`),
              ...(/^(IFRAME|OBJECT|EMBED|BASE)$/.test(element.tagName) ||
              (element.tagName === 'SCRIPT' && !/json/.test((element as HTMLScriptElement).type) && element.textContent?.includes('alert('))
                ? [element.tagName]
                : []),
            ]),
          );
          expect(live, route).toEqual([]);
          expect(
            opened.problems.slice(before).filter((problem) => !/Failed to load resource/.test(problem)),
            route,
          ).toEqual([]);
        }
      } finally {
        await opened.close();
      }
    } finally {
      await server.close();
    }
  }, 240_000);
});
