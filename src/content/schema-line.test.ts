import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// The matcher yaml-language-server applies to the globs of yaml.schemas, so the test reads the settings as the editor does.
import { FilePatternAssociation } from 'yaml-language-server/out/server/src/languageservice/services/yamlSchemaService.js';
import { yamlFilesIn } from './page-files.ts';
import { expectedSchemaLine, fixSchemaLines, schemaLineProblem, withSchemaLine } from './schema-line.ts';

const root = process.cwd();
const line = (schemaPath: string) => `# yaml-language-server: $schema=${schemaPath}`;
const body = 'title: Roofing\ndescription: Roofing marketing.\n';

describe('the schema line of a file under pages/', () => {
  it('names the schema of the file kind, relative to the folder depth', () => {
    expect(expectedSchemaLine('index.yaml')).toBe(line('../schema/page.schema.json'));
    expect(expectedSchemaLine('services/seo-aeo.yaml')).toBe(line('../../schema/page.schema.json'));
    expect(expectedSchemaLine('locations/texas/[citySlug].yaml')).toBe(line('../../../schema/page.schema.json'));
    expect(expectedSchemaLine('_404.yaml')).toBe(line('../schema/page.schema.json'));
    expect(expectedSchemaLine('_site.yaml')).toBe(line('../schema/site.schema.json'));
    expect(expectedSchemaLine('_data/testimonials.yaml')).toBe(line('../../schema/data-testimonials.schema.json'));
    expect(expectedSchemaLine('_data/testimonials.city.yml')).toBe(line('../../schema/data-testimonials.schema.json'));
    expect(expectedSchemaLine(['services', 'seo-aeo.yaml'].join(path.sep))).toBe(line('../../schema/page.schema.json'));
    // A data file of an unknown collection has no schema; validate reports the collection.
    expect(expectedSchemaLine('_data/awards.yaml')).toBeUndefined();
    expect(expectedSchemaLine('_data/toString.yaml')).toBeUndefined();
  });

  it('is accepted when right, with or without a byte order mark, with CRLF line ends', () => {
    expect(schemaLineProblem('services/seo-aeo.yaml', `${line('../../schema/page.schema.json')}\n${body}`)).toBeUndefined();
    expect(schemaLineProblem('services/seo-aeo.yaml', `\uFEFF${line('../../schema/page.schema.json')}\r\n${body}`)).toBeUndefined();
    expect(schemaLineProblem('_data/awards.yaml', body)).toBeUndefined();
  });

  it('is reported when missing, at line 1', () => {
    expect(schemaLineProblem('services/roofing.yaml', body)).toMatchInlineSnapshot(`
      {
        "col": 1,
        "line": 1,
        "message": {
          "code": "schema-line",
          "todo": "Make the first line "# yaml-language-server: $schema=../../schema/page.schema.json", or run npm run schema -- --fix.",
          "what": "The first line does not name the page schema, so editors without the project's settings give no completion or inline errors for this file.",
        },
      }
    `);
    // A schema line further down is not the first line.
    expect(schemaLineProblem('index.yaml', `# Home page\n${line('../schema/page.schema.json')}\n${body}`)?.line).toBe(1);
    expect(schemaLineProblem('index.yaml', '')).toBeDefined();
  });

  it('is reported at the path when it points to the wrong depth or the wrong kind of schema', () => {
    expect(schemaLineProblem('services/roofing.yaml', `${line('../schema/page.schema.json')}\n${body}`)).toMatchInlineSnapshot(`
      {
        "col": 33,
        "line": 1,
        "message": {
          "code": "schema-line",
          "todo": "Make the first line "# yaml-language-server: $schema=../../schema/page.schema.json", or run npm run schema -- --fix.",
          "what": "The first line names the schema "../schema/page.schema.json", but from this folder the page schema is "../../schema/page.schema.json": editors find no schema, or the wrong one.",
        },
      }
    `);
    expect(schemaLineProblem('_site.yaml', `${line('../schema/page.schema.json')}\n`)?.message).toMatchInlineSnapshot(
      `
      {
        "code": "schema-line",
        "todo": "Make the first line "# yaml-language-server: $schema=../schema/site.schema.json", or run npm run schema -- --fix.",
        "what": "The first line names the schema "../schema/page.schema.json", but from this folder the site settings schema is "../schema/site.schema.json": editors find no schema, or the wrong one.",
      }
    `,
    );
    expect(schemaLineProblem('_data/testimonials.core.yaml', '# $schema: ../schema/data-testimonials.schema.json\n')?.message).toMatchInlineSnapshot(
      `
      {
        "code": "schema-line",
        "todo": "Make the first line "# yaml-language-server: $schema=../../schema/data-testimonials.schema.json", or run npm run schema -- --fix.",
        "what": "The first line names the schema "../schema/data-testimonials.schema.json", but from this folder the testimonials schema is "../../schema/data-testimonials.schema.json": editors find no schema, or the wrong one.",
      }
    `,
    );
    expect(schemaLineProblem('index.yaml', '# yaml-language-server: format\n')).toMatchInlineSnapshot(`
      {
        "col": 1,
        "line": 1,
        "message": {
          "code": "schema-line",
          "todo": "Make the first line "# yaml-language-server: $schema=../schema/page.schema.json", or run npm run schema -- --fix.",
          "what": "The first line names no schema file.",
        },
      }
    `);
  });
});

describe('writing the schema line', () => {
  const expected = line('../../schema/page.schema.json');

  it('adds a missing line and keeps the rest of the file as it was', () => {
    expect(withSchemaLine('services/roofing.yaml', body)).toBe(`${expected}\n${body}`);
    expect(withSchemaLine('services/roofing.yaml', '# Roofing\r\ntitle: Roofing\r\n')).toBe(`${expected}\r\n# Roofing\r\ntitle: Roofing\r\n`);
    expect(withSchemaLine('services/roofing.yaml', `\uFEFF${body}`)).toBe(`\uFEFF${expected}\n${body}`);
    expect(withSchemaLine('services/roofing.yaml', '')).toBe(`${expected}\n`);
    expect(withSchemaLine('services/roofing.yaml', 'title: Roofing')).toBe(`${expected}\ntitle: Roofing`);
  });

  it('replaces a wrong line and leaves a right one alone', () => {
    expect(withSchemaLine('services/roofing.yaml', `${line('../schema/page.schema.json')}\r\n${body}`)).toBe(`${expected}\r\n${body}`);
    const right = `${expected}\n${body}`;
    expect(withSchemaLine('services/roofing.yaml', right)).toBe(right);
    expect(withSchemaLine('_data/awards.yaml', body)).toBe(body);
  });
});

describe('npm run schema -- --fix', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'schema-fix-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const pagesDir = path.join(project, 'pages');
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(pagesDir, name)), { recursive: true });
    writeFileSync(path.join(pagesDir, name), content);
  };
  const read = (name: string) => readFileSync(path.join(pagesDir, name));

  it('writes the first line of every YAML file under pages/, byte for byte otherwise, and the schemas', () => {
    const rest = 'title: Roofing  \r\ndescription: "Caf\u00e9 \u2014 roofs"\r\n\r\n# trailing comment';
    write('services/roofing.yaml', rest);
    write('index.yaml', `${line('../../schema/page.schema.json')}\n${body}`);
    write('_site.yaml', `${line('../schema/site.schema.json')}\nbrand: Roofers\n`);
    write('_data/testimonials.roofing.yaml', 'roofer-tulsa: {}\n');
    const latin1 = Buffer.from('title: Caf\xe9\n', 'latin1');
    write('about.yaml', latin1);

    const output = execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/schema.ts'), '--fix'], { cwd: project, encoding: 'utf8' });

    expect(read('services/roofing.yaml').toString('utf8')).toBe(`${line('../../schema/page.schema.json')}\r\n${rest}`);
    expect(read('index.yaml').toString('utf8')).toBe(`${line('../schema/page.schema.json')}\n${body}`);
    expect(read('_site.yaml').toString('utf8')).toBe(`${line('../schema/site.schema.json')}\nbrand: Roofers\n`);
    expect(read('_data/testimonials.roofing.yaml').toString('utf8')).toBe(`${line('../../schema/data-testimonials.schema.json')}\nroofer-tulsa: {}\n`);
    expect(read('about.yaml').equals(latin1)).toBe(true);
    expect(output).toContain('pages/services/roofing.yaml: first line set');
    expect(output).not.toContain('pages/_site.yaml');
    expect(output).toContain('pages/about.yaml: not UTF-8, left alone');
    // The schemas are written from this project's content: its routes and ids.
    const pageSchema = readFileSync(path.join(project, 'schema/page.schema.json'), 'utf8');
    expect(pageSchema).toContain('"/services/roofing"');
    expect(pageSchema).toContain('"roofer-tulsa"');
    expect(existsSync(path.join(project, 'schema/site.schema.json'))).toBe(true);
    expect(fixSchemaLines(pagesDir)).toEqual({ changed: [], notUtf8: ['about.yaml'] });
  });
});

describe('.vscode/settings.json', () => {
  const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string | string[]> };
  const associations = Object.entries(settings['yaml.schemas']).map(([schema, globs]) => ({
    schema: path.posix.basename(schema),
    globs: new FilePatternAssociation(Array.isArray(globs) ? globs : [globs], undefined, []),
  }));
  const schemasOf = (name: string) =>
    associations.filter(({ globs }) => globs.matchesPattern(`file:///home/editor/site/pages/${name}`)).map(({ schema }) => schema);

  it('gives every YAML file exactly the schema its first line names, so a file without that line still completes', () => {
    const names = [...yamlFilesIn(path.join(root, 'pages')), 'services/new-service.yaml', 'locations/texas/austin.yaml', '_data/testimonials.new.yaml'];
    for (const name of names.filter((file) => file.endsWith('.yaml'))) {
      const schema = expectedSchemaLine(name)!.split('/').at(-1);
      expect(schemasOf(name), name).toEqual([schema]);
    }
  });
});
