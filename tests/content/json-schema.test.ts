import { Ajv2020 } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonSchemas, serialize } from '../../src/content/json-schema.ts';
import { pageSchema } from '../../src/content/page-schema.ts';
import { siteSchema } from '../../src/content/site-schema.ts';

const root = process.cwd();
const pagesDir = path.join(root, 'pages');
const yamlFiles = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml')).sort();
const ajv = new Ajv2020({ allErrors: true, strict: false });
const schemas = jsonSchemas();
const validatePage = ajv.compile(schemas['page.schema.json']!);

describe('generated JSON Schema', () => {
  it('is up to date with the zod schemas (run npm run schema if this fails)', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect(readFileSync(path.join(root, 'schema', name), 'utf8'), `schema/${name} is stale: run npm run schema`).toBe(serialize(schema));
    }
  });

  it('is named by the first line of every YAML file, with the right relative path', () => {
    for (const name of yamlFiles) {
      const expected = name === '_site.yaml' ? 'site.schema.json' : name.startsWith('_data/') ? `data-${name.slice(6).split('.')[0]}.schema.json` : 'page.schema.json';
      const relative = path.relative(path.dirname(path.join(pagesDir, name)), path.join(root, 'schema', expected)).split(path.sep).join('/');
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

  const head = { title: 'About', description: 'About the company, with enough words to be a description.' };
  const hero = { type: 'hero', heading: 'Hello' };
  const corpus: [string, unknown][] = [
    ['minimal page', { ...head, blocks: [hero] }],
    ['every optional page field', { ...head, og: { title: 'x', image: '/images/a.png' }, kind: 'article', noindex: true, blocks: [hero] }],
    ['faq with rich text', { ...head, blocks: [{ type: 'faq', heading: 'FAQ', items: [{ question: 'Q?', answer: '<p>A</p>' }] }] }],
    ['empty faq list', { ...head, blocks: [{ type: 'faq', heading: 'FAQ', items: [] }] }],
    ['cta with a booking button', { ...head, blocks: [{ type: 'cta', heading: 'Go', actions: [{ label: 'Book', href: '@booking' }] }] }],
    ['cards with features', { ...head, blocks: [{ type: 'cards', heading: 'C', columns: 4, items: [{ icon: 'hammer', title: 't', description: 'd', features: ['a'] }] }] }],
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
    ['article date format', { ...head, blocks: [{ type: 'article', category: 'c', heading: 'h', summary: 's', published: '14/03/2026', image: { src: '/images/a.svg', alt: 'a' }, intro: '<p>i</p>', sections: [{ heading: 'h', body: '<p>b</p>' }], conclusion: { heading: 'h', body: '<p>b</p>' } }] }],
  ];

  it.each(corpus)('agrees with zod on: %s', (_name, document) => {
    expect(validatePage(document)).toBe(pageSchema.safeParse(document).success);
  });
});
