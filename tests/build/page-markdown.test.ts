import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../blocks/index.ts';
import { text } from '../../blocks/markdown.ts';
import type { PageData } from '../../blocks/page.ts';
import { blockComponent } from '../../src/app/block-components.ts';
import { pageMarkdown, registerBlockMarkdown } from '../../src/build/page-markdown.ts';
import { pageOutputs } from '../../src/build/prerender.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import '../../src/entry-server.tsx';

registerBlockMarkdown(import.meta.glob('/blocks/*/markdown.ts', { eager: true }) as never);
const { site } = compileSiteContent({ root: process.cwd() });
const { settings } = site!;

/**
 * What is not content: icons, navigation, controls and their states (a filter's "Showing 9
 * projects", a select's empty choice), screen-reader hints and what is hidden from everyone (the
 * quote form's trap for bots).
 */
const NOT_CONTENT = 'svg, nav, button, script, style, .sr-only, [aria-hidden="true"], [role="status"], option[value=""]';

/** The words a reader sees in a block's HTML. */
function shownWords(html: string): Set<string> {
  const root = parse(html);
  for (const element of root.querySelectorAll(NOT_CONTENT)) element.remove();
  // Each element's text apart (textContent runs a label into the heading after it), entities undone.
  return words(parse(root.toString().replace(/<[^>]+>/g, ' ')).textContent);
}

const words = (value: string) => new Set(value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The words of Markdown as a reader of it sees them (escapes undone). */
const markdownWords = (markdown: string) => words(markdown.replace(/\\(?=[!-/:-@[-`{-~])/g, ''));

const outputs = pageOutputs(site!).filter((output) => output.pathname !== '/404');
const indexable = outputs.filter((output) => !output.page.noindex);

describe('Markdown version of each page', () => {
  // Every block type the site's pages use, with each of its instances: checked against its own
  // HTML. Pages kept out of search count too: their blocks may be used on any page tomorrow.
  const instances = outputs.flatMap(({ pathname, page }) => page.blocks.map((block) => ({ pathname, page, block })));
  const used = blocks.map((block) => block.type).filter((type) => instances.some((instance) => instance.block.type === type));

  it.each(used)('%s: says every word its sections show on the site', (type) => {
    for (const { pathname, page, block } of instances.filter((instance) => instance.block.type === type)) {
      const html = renderToString(createElement(StaticRouter, { location: pathname }, createElement(blockComponent(type), block)));
      const markdown = markdownWords(pageMarkdown({ ...page, blocks: [block] }, settings));
      const missing = [...shownWords(html)].filter((word) => !markdown.has(word));
      expect(missing, `${pathname}, its ${type} block`).toEqual([]);
    }
  });

  it('opens with the page’s h1 and keeps headings in the page’s order', () => {
    for (const { page } of indexable) {
      const markdown = pageMarkdown(page, settings);
      const hero = page.blocks.find((block) => block.type === 'hero');
      if (hero) expect(markdown).toContain(`# ${text(hero.heading)}\n`);
      expect(markdown.endsWith('\n') && !markdown.endsWith('\n\n')).toBe(true);
    }
  });
});

describe('content stays text in Markdown', () => {
  const page: PageData = { ...indexable[0]!.page, blocks: [] };
  const hero = (heading: string, lead: string) => pageMarkdown({ ...page, blocks: [{ type: 'hero', heading, lead, actions: [], points: [] }] }, settings);

  it('escapes Markdown syntax and HTML in text fields', () => {
    expect(hero("Save $' and $& *now* <b>bold</b> [x](y) `code` a_b", '# not a heading')).toBe(
      "# Save $' and $& \\*now\\* \\<b\\>bold\\</b\\> \\[x\\](y) \\`code\\` a\\_b\n\n\\# not a heading\n",
    );
  });

  it('keeps a heading on one line, and an indented line out of code', () => {
    expect(hero('Two\nlines', 'First\n    indented like code')).toBe('# Two lines\n\nFirst\nindented like code\n');
  });

  it('keeps a sentence that starts like a list a sentence', () => {
    expect(hero('Plan', '1. Measure twice')).toContain('\n1\\. Measure twice');
    expect(hero('Plan', '- 20% off')).toContain('\n\\- 20% off');
    expect(hero('Plan', '> quoted')).toContain('\n\\> quoted');
  });

  it('gives links full addresses, and keeps an address with parentheses whole', () => {
    const markdown = pageMarkdown(
      {
        ...page,
        blocks: [
          {
            type: 'cta',
            heading: 'Act',
            tone: 'brand',
            actions: [
              { label: 'Book [now]', href: '@booking', variant: 'primary' },
              { label: 'Contact', href: '/contact', variant: 'secondary' },
              { label: 'Wiki', href: 'https://example.com/a_(b)', variant: 'secondary' },
            ],
          },
        ],
      },
      settings,
    );
    expect(markdown).toContain(`[Book \\[now\\]](${settings.booking.url}) · [Contact](${settings.siteUrl}/contact) · [Wiki](<https://example.com/a_(b)>)`);
  });
});
