import { describe, expect, it } from 'vitest';
import { parseFormat, validationOutput } from '../../src/content/validate-command.ts';
import { compileSite } from './fixture.ts';

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
