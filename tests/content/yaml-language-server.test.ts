import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../blocks/index.ts';
import { heroBlock } from '../../blocks/hero/schema.ts';
import { action } from '../../blocks/shared.ts';
import { collectionSchema } from '../../src/shared/collections.ts';
import { DESCRIPTION_MIN, fullTitle, TITLE_MAX } from '../../src/shared/search-limits.ts';
import { pageSchema } from '../../src/content/page-schema.ts';
import { readSchemaContent } from '../../src/content/schema-content.ts';
import { schemaLineProblem } from '../../src/content/schema-line.ts';
import { siteSchema } from '../../src/shared/site-schema.ts';
import { startYamlLanguageServer, type CompletionItem, type Diagnostic } from './lsp-client.ts';

/**
 * What an editor in VS Code with the YAML extension sees, checked with the extension's own
 * language server: files open without their first line, so the schemas come from the
 * committed .vscode/settings.json alone.
 */
const root = process.cwd();
const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, unknown> };
const content = readSchemaContent(path.join(root, 'pages'));
let lsp: Awaited<ReturnType<typeof startYamlLanguageServer>>;
beforeAll(async () => {
  lsp = await startYamlLanguageServer(root, { schemas: settings['yaml.schemas'] });
});
afterAll(() => lsp?.stop());

const head = `title: Roofing Marketing
description: Websites, local SEO and review requests for roofing contractors, with a call booked in minutes.
`;
/** Line and character just after the first occurrence of marker. */
function after(text: string, marker: string) {
  const before = text.slice(0, text.indexOf(marker) + marker.length).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
}
const lineOf = (text: string, marker: string) => after(text, marker).line;
const insertText = (item: CompletionItem) => item.textEdit?.newText ?? item.insertText ?? item.label;
const zodMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error!.issues[0]!.message;
const messagesAt = (diagnostics: Diagnostic[], line: number) => diagnostics.filter((d) => d.range.start.line === line).map((d) => d.message);

/** Inserts a completion as VS Code does: lines after the first get the indentation of the line, placeholders keep their text. */
function applyCompletion(text: string, at: { line: number; character: number }, item: CompletionItem): string {
  const lines = text.split('\n');
  const line = lines[at.line]!;
  const indent = /^\s*/.exec(line)![0];
  const inserted = insertText(item)
    .replace(/\$\{\d+:([^}]*)\}/g, (_placeholder, initial: string) => initial)
    .replace(/\$\{\d+\}|\$\d+/g, () => '')
    .replace(/\\([$}\\])/g, (_escape, character: string) => character)
    .split('\n')
    .join('\n' + indent);
  lines[at.line] = line.slice(0, at.character) + inserted + line.slice(at.character);
  return lines.join('\n');
}

describe('yaml-language-server with the committed VS Code settings', () => {
  it('offers every block as a snippet labelled with its type, and each snippet inserts a valid block', async () => {
    const text = `${head}blocks:\n  - \n`;
    const at = after(text, '  - ');
    await lsp.open('pages/services/roofing.yaml', text);
    const items = await lsp.completion('pages/services/roofing.yaml', at.line, at.character);
    expect(items.map((item) => item.label)).not.toContain('object');
    for (const block of blocks) {
      const snippet = items.find((item) => item.label.startsWith(`${block.type}: `));
      expect(snippet, `snippet of ${block.type}`).toBeDefined();
      expect(snippet!.label.length).toBeLessThanOrEqual(60);
      const page = parse(applyCompletion(text, at, snippet!));
      const result = pageSchema.safeParse(page);
      expect(result.success, `${block.type}: ${JSON.stringify(page.blocks)} ${result.error?.message}`).toBe(true);
      expect(page.blocks[0].type).toBe(block.type);
    }
    await lsp.close('pages/services/roofing.yaml');
  });

  it('completes link targets with every route and @booking, and takes other valid links without a warning', async () => {
    const text = `${head}blocks:\n  - type: hero\n    heading: Roofing\n    actions:\n      - label: Go\n        href: \n`;
    await lsp.open('pages/services/links.yaml', text);
    const at = after(text, 'href: ');
    const labels = (await lsp.completion('pages/services/links.yaml', at.line, at.character)).map((item) => item.label);
    expect(content.routes.length).toBeGreaterThan(20);
    expect(labels).toEqual(expect.arrayContaining([...content.routes, '@booking']));
    await lsp.close('pages/services/links.yaml');

    const links = [
      'https://example.com/roofs',
      'http://example.com',
      'mailto:hello@example.com',
      'tel:+14055550142',
      '#pricing',
      '/contact',
      '/not-a-route-yet',
      '@booking',
    ];
    const cta = (href: string) => `  - type: cta\n    heading: Roofing\n    actions:\n      - label: Go\n        href: ${JSON.stringify(href)}\n`;
    const valid = `${head}blocks:\n${links.map(cta).join('')}`;
    expect(pageSchema.safeParse(parse(valid)).success).toBe(true);
    expect(await lsp.open('pages/services/valid-links.yaml', valid)).toEqual([]);
    await lsp.close('pages/services/valid-links.yaml');
  });

  it('shows zod’s own message for a link that is none, at its line', async () => {
    const text = `${head}blocks:\n  - type: cta\n    heading: Roofing\n    actions:\n      - label: Go\n        href: contact\n`;
    const diagnostics = await lsp.open('pages/services/bad-link.yaml', text);
    const expected = zodMessage(action.safeParse({ label: 'Go', href: 'contact' }));
    expect(diagnostics.map((d) => d.message)).toEqual([expected]);
    expect(messagesAt(diagnostics, lineOf(text, 'href: contact'))).toEqual([expected]);
    await lsp.close('pages/services/bad-link.yaml');
  });

  it('completes testimonial ids from the data files and flags an id none of them has', async () => {
    const text = `${head}blocks:\n  - type: testimonials\n    heading: Roofers say\n    items:\n      - \n`;
    await lsp.open('pages/services/ids.yaml', text);
    const at = after(text, '      - ');
    const labels = (await lsp.completion('pages/services/ids.yaml', at.line, at.character)).map((item) => item.label);
    expect(content.ids.testimonials!.length).toBeGreaterThan(10);
    expect(labels).toEqual(expect.arrayContaining(content.ids.testimonials!));
    await lsp.close('pages/services/ids.yaml');

    const known = content.ids.testimonials![0]!;
    const checked = `${head}blocks:\n  - type: testimonials\n    heading: Roofers say\n    items: [${known}, ${known}-typo]\n`;
    const diagnostics = await lsp.open('pages/services/typo-id.yaml', checked);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/^Value is not accepted/);
    expect(diagnostics[0]!.range.start).toEqual(after(checked, `${known}, `));
    await lsp.close('pages/services/typo-id.yaml');
  });

  it('hovers a block type and a field with their descriptions', async () => {
    const text = `${head}blocks:\n  - type: hero\n    heading: Roofing\n`;
    await lsp.open('pages/services/hover.yaml', text);
    const type = after(text, 'type: he');
    expect(await lsp.hover('pages/services/hover.yaml', type.line, type.character)).toContain(heroBlock.schema.description);
    const heading = after(text, '    head');
    expect(await lsp.hover('pages/services/hover.yaml', heading.line, heading.character)).toContain(heroBlock.schema.shape.heading.description);
    await lsp.close('pages/services/hover.yaml');
  });

  it('flags a title and a description outside the search-result limits while typing', async () => {
    const brand = siteSchema.parse(parse(readFileSync(path.join(root, 'pages/_site.yaml'), 'utf8'))).brand;
    const titleMax = TITLE_MAX - fullTitle('', brand).length;
    const text = `title: ${'T'.repeat(titleMax + 1)}\ndescription: ${'D'.repeat(DESCRIPTION_MIN - 1)}\nblocks:\n  - type: hero\n    heading: Roofing\n`;
    const diagnostics = await lsp.open('pages/limits.yaml', text);
    expect(messagesAt(diagnostics, 0)).toEqual([expect.stringContaining(`maximum length of ${titleMax}`)]);
    expect(messagesAt(diagnostics, 1)).toEqual([expect.stringContaining(`minimum length of ${DESCRIPTION_MIN}`)]);
    await lsp.close('pages/limits.yaml');
    const fits = `title: ${'T'.repeat(titleMax)}\ndescription: ${'D'.repeat(DESCRIPTION_MIN)}\nblocks:\n  - type: hero\n    heading: Roofing\n`;
    expect(await lsp.open('pages/fits.yaml', fits)).toEqual([]);
    await lsp.close('pages/fits.yaml');
  });

  it('gives the site settings and the data files their own schemas, not the page schema', async () => {
    const siteText = readFileSync(path.join(root, 'pages/_site.yaml'), 'utf8').split('\n').slice(1).join('\n');
    const site = parse(siteText);
    const lines = siteText.split('\n');
    const emailLine = lines.findIndex((line) => line.trim() === `email: ${site.contact.email}`);
    expect(emailLine).toBeGreaterThan(0);
    lines[emailLine] = `${lines[emailLine]!.slice(0, lines[emailLine]!.indexOf('email:'))}email: hello-at-example`;
    const badEmail = lines.join('\n');
    const expected = zodMessage(siteSchema.safeParse({ ...site, contact: { ...site.contact, email: 'hello-at-example' } }));
    const siteDiagnostics = await lsp.open('pages/_site.yaml', badEmail);
    expect(siteDiagnostics.map((d) => d.message)).toEqual([expected]);
    expect(siteDiagnostics[0]!.range.start.line).toBe(lineOf(badEmail, 'email: hello'));
    await lsp.close('pages/_site.yaml');

    const item = { quote: 'They call back the same day.', author: 'Roofer', role: 'Owner, Tulsa' };
    const idMessage = (collectionSchema('testimonials').safeParse({ Roofer_Tulsa: item }).error!.issues[0] as unknown as { issues: { message: string }[] })
      .issues[0]!.message;
    const data = `Roofer_Tulsa:\n  quote: ${item.quote}\n  author: ${item.author}\n  role: ${item.role}\n`;
    expect((await lsp.open('pages/_data/testimonials.roofing.yaml', data)).map((d) => d.message)).toEqual([idMessage]);
    await lsp.close('pages/_data/testimonials.roofing.yaml');
  });

  it('loses the schema when the first line points to a wrong path, which is why validate warns about it', async () => {
    const text = `# yaml-language-server: $schema=../schema/page.schema.json\n${head}blocks:\n  - type: hero\n    heading: Roofing\n`;
    expect(schemaLineProblem('services/moved.yaml', text)).toBeDefined();
    const diagnostics = await lsp.open('pages/services/moved.yaml', text);
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('Unable to load schema')]);
    await lsp.close('pages/services/moved.yaml');
  });
});
