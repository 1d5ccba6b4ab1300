import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../blocks/index.ts';
import { buildSite } from '../../src/build/build.ts';
import { compileContent } from '../../src/content/compile.ts';
import { visitKinds } from '../../src/content/schema-walk.ts';
import { siteSchema } from '../../src/content/site-schema.ts';
import { YamlSource } from '../../src/content/yaml-source.ts';
import { startServer } from '../../src/server/server.ts';
import { closeBrowser, openPage } from './harness.ts';

/** Rich-text payloads: each would run script if it reached the page unsanitised. */
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

const blockSchemas = new Map<string, Parameters<typeof visitKinds>[0]>(blocks.map((block) => [block.type, block.schema]));
type Field = { file: string; path: (string | number)[]; kind: 'html' | 'link' };

/** Every rich-text and link field of every page and of the settings, found through the schemas. */
function fieldsOf(pagesDir: string): Field[] {
  const fields: Field[] = [];
  const files = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml') && !name.startsWith('_data'));
  for (const name of files) {
    const data = new YamlSource(name, readFileSync(path.join(pagesDir, name), 'utf8')).toJS() as { blocks?: { type: string }[] };
    const collect = (schema: Parameters<typeof visitKinds>[0], value: unknown, prefix: (string | number)[]) =>
      visitKinds(schema, schema.parse(value), ({ kind, path: fieldPath }) => {
        if (kind.kind === 'html' || kind.kind === 'link') fields.push({ file: name, path: [...prefix, ...fieldPath], kind: kind.kind });
      });
    if (name === '_site.yaml') collect(siteSchema, data, []);
    else data.blocks?.forEach((block, index) => collect(blockSchemas.get(block.type)!, block, ['blocks', index]));
  }
  return fields;
}

function inject(pagesDir: string, fields: Field[], payloads: string[]) {
  const byFile = new Map<string, Field[]>();
  for (const field of fields) byFile.set(field.file, [...(byFile.get(field.file) ?? []), field]);
  let next = 0;
  for (const [file, list] of byFile) {
    const doc = parseDocument(readFileSync(path.join(pagesDir, file), 'utf8'));
    for (const field of list) doc.setIn(field.path, payloads[next++ % payloads.length]);
    writeFileSync(path.join(pagesDir, file), doc.toString());
  }
}

let work: string;
const copy = (name: string) => {
  const pagesDir = path.join(work, name, 'pages');
  cpSync('pages', pagesDir, { recursive: true });
  cpSync('public', path.join(work, name, 'public'), { recursive: true });
  return pagesDir;
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
    const { site, problems } = compileContent({ root: path.dirname(pagesDir), pagesDir });
    expect(site).toBeUndefined();
    // Each injected field must have an error at its own line and column.
    const located = new Set(problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line}:${p.col}`));
    const missed = fields.filter((field) => {
      const { line, col } = new YamlSource(field.file, readFileSync(path.join(pagesDir, field.file), 'utf8')).locate(field.path);
      return !located.has(`pages/${field.file}:${line}:${col}`);
    });
    expect(missed).toEqual([]);
  });

  it('renders every rich-text payload inert in Chromium', async () => {
    const pagesDir = copy('html');
    const fields = fieldsOf(pagesDir).filter((field) => field.kind === 'html');
    expect(fields.length).toBeGreaterThan(HTML_PAYLOADS.length);
    inject(pagesDir, fields, HTML_PAYLOADS);
    const outDir = path.join(work, 'html', 'dist');
    await buildSite({ root: process.cwd(), pagesDir, outDir, log: () => {} });
    const server = await startServer({ distDir: outDir, port: 0, dbPath: path.join(work, 'leads.sqlite') });
    try {
      const { site } = compileContent({ root: path.dirname(pagesDir), pagesDir });
      const routes = [...site!.pages.map((page) => page.data.route), '/locations/any-town'];
      for (const route of routes) {
        const html = await (await fetch(`${server.url}${route}`)).text();
        expect(html, route).not.toMatch(/<script>alert|onerror=|onload=|ontoggle=|onbegin=|onfocus=|javascript:alert|srcdoc=/i);
        const opened = await openPage(`${server.url}${route}`);
        const dialogs: string[] = [];
        opened.page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        try {
          // Give handlers (focus, load, animation) a moment to fire if anything survived.
          await opened.page.mouse.move(200, 300);
          await opened.page.waitForTimeout(150);
          expect(dialogs, route).toEqual([]);
          expect(opened.problems.filter((problem) => !/Failed to load resource/.test(problem)), route).toEqual([]);
        } finally {
          await opened.close();
        }
      }
    } finally {
      await server.close();
    }
  }, 240_000);
});
