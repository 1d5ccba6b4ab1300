import { Ajv2020 } from 'ajv/dist/2020.js';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../blocks/index.ts';
import { action } from '../../blocks/shared.ts';
import { jsonSchemas, serialize, type JsonSchemaNode } from '../../src/content/json-schema.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fullTitle, TITLE_MAX } from '../../src/shared/search-limits.ts';
import { pageSchema } from '../../src/content/page-schema.ts';
import { readSchemaContent } from '../../src/content/schema-content.ts';
import { siteSchema } from '../../src/shared/site-schema.ts';

const root = process.cwd();
const pagesDir = path.join(root, 'pages');
const yamlFiles = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml')).sort();
const ajv = new Ajv2020({ allErrors: true, strict: false });
const content = readSchemaContent(pagesDir);
const schemas = jsonSchemas(content);
const validatePage = ajv.compile(schemas['page.schema.json']!);

describe('generated JSON Schema', () => {
  it('is up to date with the zod schemas (run npm run schema if this fails)', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect(readFileSync(path.join(root, 'schema', name), 'utf8'), `schema/${name} is stale: run npm run schema`).toBe(serialize(schema));
    }
  });

  it('goes stale when a page or a shared item is added, so the stale check catches content changes too', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'schema-content-'));
    try {
      cpSync(pagesDir, copy, { recursive: true });
      writeFileSync(path.join(copy, 'roofing.yaml'), 'title: Roofing\n');
      writeFileSync(path.join(copy, '_data/testimonials.roofing.yaml'), 'roofer-tulsa:\n  quote: Same-day call backs.\n  author: Roofer\n  role: Owner\n');
      const changed = readSchemaContent(copy);
      expect(changed.routes).toEqual([...content.routes, '/roofing'].sort());
      expect(changed.ids.testimonials).toEqual([...content.ids.testimonials!, 'roofer-tulsa'].sort());
      expect(serialize(jsonSchemas(changed)['page.schema.json']!)).not.toBe(readFileSync(path.join(root, 'schema/page.schema.json'), 'utf8'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('is named by the first line of every YAML file, with the right relative path', () => {
    for (const name of yamlFiles) {
      const expected =
        name === '_site.yaml' ? 'site.schema.json' : name.startsWith('_data/') ? `data-${name.slice(6).split('.')[0]}.schema.json` : 'page.schema.json';
      const relative = path
        .relative(path.dirname(path.join(pagesDir, name)), path.join(root, 'schema', expected))
        .split(path.sep)
        .join('/');
      const firstLine = readFileSync(path.join(pagesDir, name), 'utf8').split('\n')[0];
      expect(firstLine, name).toBe(`# yaml-language-server: $schema=${relative}`);
    }
  });

  it('accepts every page of the site', () => {
    const pages = yamlFiles.filter((name) => !name.startsWith('_') || name === '_404.yaml');
    expect(pages.length).toBeGreaterThan(20);
    for (const name of pages) {
      const ok = validatePage(parse(readFileSync(path.join(pagesDir, name), 'utf8')));
      expect(ok, `${name}: ${ajv.errorsText(validatePage.errors)}`).toBe(true);
    }
  });

  it('accepts the site settings', () => {
    const validate = ajv.compile(schemas['site.schema.json']!);
    expect(validate(parse(readFileSync(path.join(pagesDir, '_site.yaml'), 'utf8'))), ajv.errorsText(validate.errors)).toBe(true);
    expect(siteSchema.safeParse(parse(readFileSync(path.join(pagesDir, '_site.yaml'), 'utf8'))).success).toBe(true);
  });

  const nodes = function* (node: unknown): Generator<JsonSchemaNode> {
    if (Array.isArray(node)) for (const item of node) yield* nodes(item);
    else if (node && typeof node === 'object') {
      yield node as JsonSchemaNode;
      for (const [key, value] of Object.entries(node)) if (key !== 'defaultSnippets') yield* nodes(value);
    }
  };
  const page = schemas['page.schema.json'] as JsonSchemaNode;
  const blockBranches = page.properties!.blocks!.items!.oneOf!;

  it('shows zod’s message instead of the raw pattern for every pattern and format', () => {
    const checked = Object.values(schemas)
      .flatMap((schema) => [...nodes(schema)])
      .filter((node) => node.pattern !== undefined || node.format !== undefined);
    expect(checked.length).toBeGreaterThan(10);
    for (const node of checked.filter((node) => node.pattern !== undefined)) expect(node.patternErrorMessage, node.pattern).toBeTruthy();
    const href = blockBranches.find((branch) => branch.title === 'cta')!.properties!.actions!.items!.properties!.href!;
    expect(href.patternErrorMessage).toBe(action.safeParse({ label: 'Go', href: 'contact' }).error!.issues[0]!.message);
  });

  it('offers every route and @booking for links, and the ids of the data files for references', () => {
    const href = blockBranches.find((branch) => branch.title === 'cta')!.properties!.actions!.items!.properties!.href!;
    expect(href.defaultSnippets!.map((snippet) => snippet.label)).toEqual([...content.routes, '@booking']);
    expect(href.enum).toBeUndefined();
    const items = blockBranches.find((branch) => branch.title === 'testimonials')!.properties!.items!.items!;
    expect(items.enum).toEqual(content.ids.testimonials);
    for (const file of readdirSync(path.join(pagesDir, '_data')).filter((name) => name.startsWith('testimonials'))) {
      expect(items.enum).toEqual(expect.arrayContaining(Object.keys(parse(readFileSync(path.join(pagesDir, '_data', file), 'utf8')))));
    }
  });

  it('carries the title and description limits of the lint', () => {
    const brand = siteSchema.parse(parse(readFileSync(path.join(pagesDir, '_site.yaml'), 'utf8'))).brand;
    const title = page.properties!.title!;
    expect(fullTitle('x'.repeat(title.maxLength!), brand)).toHaveLength(TITLE_MAX);
    expect(page.properties!.description).toMatchObject({ minLength: DESCRIPTION_MIN, maxLength: DESCRIPTION_MAX });
  });

  it('has one labelled snippet per block that inserts a valid block', () => {
    const withoutPlaceholders = (text: string) =>
      text.replace(/\$\{\d+:([^}]*)\}/g, (_placeholder, initial: string) => initial).replace(/\\([$}\\])/g, (_escape, character: string) => character);
    expect(blockBranches.map((branch) => branch.title)).toEqual(blocks.map((block) => block.type));
    for (const block of blocks) {
      const [snippet, ...others] = blockBranches.find((branch) => branch.title === block.type)!.defaultSnippets!;
      expect(others).toEqual([]);
      expect(snippet!.label.startsWith(`${block.type}: `), snippet!.label).toBe(true);
      expect(snippet!.description).toBe(block.schema.description);
      // Snippet strings are YAML text with placeholders: read them as the editor would insert them.
      const inserted = JSON.parse(JSON.stringify(snippet!.body), (_key, value) => (typeof value === 'string' ? parse(withoutPlaceholders(value)) : value));
      expect(block.schema.safeParse(inserted).success, JSON.stringify(inserted)).toBe(true);
    }
  });

  const head = { title: 'About', description: 'About the company, with enough words to be a description.' };
  const hero = { type: 'hero', heading: 'Hello' };
  const corpus: [string, unknown][] = [
    ['minimal page', { ...head, blocks: [hero] }],
    ['every optional page field', { ...head, og: { title: 'x', image: '/images/a.png' }, kind: 'article', noindex: true, blocks: [hero] }],
    ['faq with rich text', { ...head, blocks: [{ type: 'faq', heading: 'FAQ', items: [{ question: 'Q?', answer: '<p>A</p>' }] }] }],
    ['empty faq list', { ...head, blocks: [{ type: 'faq', heading: 'FAQ', items: [] }] }],
    ['cta with a booking button', { ...head, blocks: [{ type: 'cta', heading: 'Go', actions: [{ label: 'Book', href: '@booking' }] }] }],
    [
      'cards with features',
      { ...head, blocks: [{ type: 'cards', heading: 'C', columns: 4, items: [{ icon: 'hammer', title: 't', description: 'd', features: ['a'] }] }] },
    ],
    ['missing title', { description: head.description, blocks: [hero] }],
    ['unknown page field', { ...head, titel: 'x', blocks: [hero] }],
    ['no blocks', { ...head, blocks: [] }],
    ['unknown block type', { ...head, blocks: [{ type: 'heor', heading: 'x' }] }],
    ['block without type', { ...head, blocks: [{ heading: 'x' }] }],
    ['unknown block field', { ...head, blocks: [{ ...hero, headng: 'x' }] }],
    ['number as heading', { ...head, blocks: [{ type: 'hero', heading: 42 }] }],
    ['empty heading', { ...head, blocks: [{ type: 'hero', heading: '' }] }],
    ['javascript link', { ...head, blocks: [{ ...hero, actions: [{ label: 'x', href: 'javascript:alert(1)' }] }] }],
    ['relative link', { ...head, blocks: [{ ...hero, actions: [{ label: 'x', href: 'contact' }] }] }],
    ['bad variant', { ...head, blocks: [{ ...hero, actions: [{ label: 'x', href: '/', variant: 'primry' }] }] }],
    ['four buttons', { ...head, blocks: [{ ...hero, actions: Array(4).fill({ label: 'x', href: '/' }) }] }],
    ['cta without buttons', { ...head, blocks: [{ type: 'cta', heading: 'Go', actions: [] }] }],
    ['unknown icon', { ...head, blocks: [{ type: 'cards', heading: 'C', items: [{ icon: 'unicorn', title: 't', description: 'd' }] }] }],
    ['image without alt', { ...head, blocks: [{ ...hero, image: { src: '/images/a.svg' } }] }],
    ['image outside public paths', { ...head, blocks: [{ ...hero, image: { src: 'a.svg', alt: 'x' } }] }],
    ['columns out of range', { ...head, blocks: [{ type: 'cards', heading: 'C', columns: 5, items: [{ title: 't', description: 'd' }] }] }],
    ['timeline year as text', { ...head, blocks: [{ type: 'timeline', heading: 'T', items: [{ year: 'long ago', event: '<p>x</p>' }] }] }],
    [
      'article date format',
      {
        ...head,
        blocks: [
          {
            type: 'article',
            category: 'c',
            heading: 'h',
            summary: 's',
            published: '14/03/2026',
            image: { src: '/images/a.svg', alt: 'a' },
            intro: '<p>i</p>',
            sections: [{ heading: 'h', body: '<p>b</p>' }],
            conclusion: { heading: 'h', body: '<p>b</p>' },
          },
        ],
      },
    ],
  ];

  it.each(corpus)('agrees with zod on: %s', (_name, document) => {
    expect(validatePage(document)).toBe(pageSchema.safeParse(document).success);
  });
});
