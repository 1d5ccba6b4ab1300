import { spawnSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFormat, validationOutput } from '../../src/content/validate-command.ts';
import { compileSite } from './fixture.ts';
import { tempDir } from '../server/http.ts';

const broken = () =>
  compileSite({
    'pages/about.yaml': 'title: About, with a comma\ndescription: About the test company, with enough words to be a description.\nblocks:\n  - type: heor\n',
  });

describe('npm run validate output formats', () => {
  it('reads --format and refuses anything else', () => {
    expect(parseFormat([])).toBe('text');
    expect(parseFormat(['--format', 'github'])).toBe('github');
    expect(parseFormat(['--format=json'])).toBe('json');
    expect(parseFormat(['--format', 'xml'])).toBeUndefined();
    expect(parseFormat(['--verbose'])).toBeUndefined();
  });

  it('prints GitHub annotations, then the report, and exits 1', () => {
    const { output, exitCode } = validationOutput(broken(), 'github');
    expect(exitCode).toBe(1);
    expect(output.split('\n')[0]).toMatchInlineSnapshot(
      `"::error file=pages/about.yaml,line=4,col=11,title=unknown-block::blocks[0]: Unknown block type "heor". Did you mean "hero"? Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples."`,
    );
  });

  it('prints a stable JSON document', () => {
    const { output, exitCode } = validationOutput(broken(), 'json');
    expect(exitCode).toBe(1);
    expect(JSON.parse(output)).toMatchInlineSnapshot(`
      {
        "errors": 1,
        "problems": [
          {
            "code": "unknown-block",
            "col": 11,
            "file": "pages/about.yaml",
            "hint": "Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.",
            "line": 4,
            "message": "Unknown block type "heor". Did you mean "hero"? Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.",
            "severity": "error",
            "where": "blocks[0]",
          },
        ],
        "valid": false,
        "version": 1,
        "warnings": 0,
      }
    `);
  });

  it('exits 0 for valid content, with warnings', () => {
    const result = compileSite({ 'pages/notes.txt': 'ideas\n' });
    expect(validationOutput(result, 'json')).toMatchObject({ exitCode: 0 });
    expect(JSON.parse(validationOutput(result, 'json').output)).toMatchObject({ valid: true, errors: 0, warnings: 1 });
  });
});

describe('npm run validate, as CI runs it', () => {
  const validate = (env: Record<string, string> = {}) => {
    const result = spawnSync('npm', ['run', '-s', 'validate', '--', '--format', 'json'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return {
      status: result.status,
      report: JSON.parse(result.stdout) as { valid: boolean; errors: number; problems: { code: string; file: string; line: number }[] },
    };
  };

  it('passes the project’s pages', () => {
    const { status, report } = validate();
    expect(report).toMatchObject({ valid: true, errors: 0 });
    expect(status).toBe(0);
  });

  it('fails a broken page with its located problem, the same again from the parse cache', () => {
    const work = tempDir('validate-');
    const pagesDir = path.join(work.dir, 'pages');
    try {
      cpSync('pages', pagesDir, { recursive: true });
      writeFileSync(
        path.join(pagesDir, 'about.yaml'),
        'title: About us\ndescription: About the company, with enough words to be a description of it.\nblocks:\n  - type: heor\n',
      );
      const { status, report } = validate({ PAGES_DIR: pagesDir });
      // The second run reads the unchanged files from the parse cache: it reports the same.
      expect(validate({ PAGES_DIR: pagesDir })).toEqual({ status, report });
      expect(report.problems).toContainEqual(expect.objectContaining({ code: 'unknown-block', file: expect.stringMatching(/pages\/about\.yaml$/), line: 4 }));
      expect(status).toBe(1);
    } finally {
      work.remove();
    }
  });
});
