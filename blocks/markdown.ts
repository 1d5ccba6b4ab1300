import { NodeHtmlMarkdown, type TranslatorConfigObject } from 'node-html-markdown';
import type { ImageOutput } from '../src/shared/fields.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';
import type { PageData } from './page.ts';

/**
 * The Markdown version of a page for answer engines (/about.md, llms-full.txt) is written from
 * its data, block by block: each block says what a reader of its section learns, in
 * blocks/<type>/markdown.ts (default export), beside its component. Writing it from the data
 * takes a hundredth of the time converting the rendered HTML took, and text stays text: every
 * field goes through `text()` or `rich()`, so no content is ever read as Markdown syntax.
 */
export interface MarkdownContext {
  settings: SiteSettings;
  page: PageData;
}

export type BlockMarkdown<Props> = (block: Props, context: MarkdownContext) => string;

/** Markdown syntax characters anywhere in a line, and the ones that only count at its start. */
const SYNTAX = /[\\`*_~[\]<>|]|&(?=#?\w+;)/g;
const LINE_START = /^(\s*)(?:(#{1,6}(?=\s|$)|[>+=-])|(\d+)([.)]))/gm;

/**
 * Plain text as Markdown that shows it as it is: "*new*" stays "*new*", "1. Plan" stays a
 * sentence. Lines lose their indentation, as in the HTML: indented four spaces, a line would be code.
 */
export const text = (value: string) =>
  value
    .replace(/^[ \t]+/gm, '')
    .replace(SYNTAX, (char) => `\\${char}`)
    .replace(LINE_START, (_, space: string, mark?: string, digits?: string, dot?: string) => (mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`));

/** Parts of a section, one blank line apart; empty parts are left out. */
export const blocksOf = (...parts: (string | false | undefined | null)[]) => parts.filter((part): part is string => Boolean(part)).join('\n\n');

/** Text that must stay on one line (a heading, a link's words): its line breaks are spaces, as in the HTML. */
const oneLine = (value: string) => text(value.replace(/\s*\n\s*/g, ' '));

export const heading = (level: 1 | 2 | 3 | 4, value: string) => `${'#'.repeat(level)} ${oneLine(value)}`;

/** The site path or "@booking" of a link, as the full address a reader away from the site can follow. */
export function address(href: string, { settings }: MarkdownContext): string {
  if (href === '@booking') return settings.booking.url;
  return href.startsWith('/') && !href.startsWith('//') ? `${settings.siteUrl}${href}` : href;
}

/** Parentheses and spaces in an address would end a link's destination: `<…>` keeps them in. */
const destination = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (char) => encodeURIComponent(char))}>` : url);

export const link = (label: string, href: string, context: MarkdownContext) => `[${oneLine(label)}](${destination(address(href, context))})`;

/** A heading whose words lead somewhere, as a card's title leads to its page. */
export const linkedHeading = (level: 1 | 2 | 3 | 4, label: string, href: string, context: MarkdownContext) =>
  `${'#'.repeat(level)} ${link(label, href, context)}`;

export const image = ({ src, alt }: Pick<ImageOutput, 'src' | 'alt'>, context: MarkdownContext) => `![${oneLine(alt)}](${destination(address(src, context))})`;

/** A bulleted list; an item of several lines keeps them inside the item. */
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item.replace(/\n/g, '\n  ')}`).join('\n');

/**
 * A row of buttons, as a row of links. Not a list: two lists of the same kind one blank line
 * apart are one list to a Markdown reader, and a hero's buttons would run into its points.
 */
export const actionLinks = (actions: readonly { label: string; href: string }[], context: MarkdownContext) =>
  actions.map((action) => link(action.label, action.href, context)).join(' · ');

/** A section's small label, heading and sentence under it, as Section draws them. */
export const sectionHead = ({ eyebrow, heading: title, intro }: { eyebrow?: string; heading?: string; intro?: string }) =>
  blocksOf(eyebrow && text(eyebrow), title && heading(2, title), intro && text(intro));

// Rich text is sanitised HTML (<p>, <ul>, <a>, <strong>...): converted by node-html-markdown,
// which escapes its text. Fragments repeat across pages (a shared answer, a template's text),
// so conversions are kept, a bounded number at a time.
const converter = new NodeHtmlMarkdown({ keepDataImages: false, maxConsecutiveNewlines: 2 }, {
  details: { surroundingNewlines: 2 },
  summary: { prefix: '**', postfix: '**', surroundingNewlines: 2 },
} satisfies TranslatorConfigObject);
const converted = new Map<string, string>();
const KEPT = 2000;

/**
 * The converter's first use compiles its pattern of every named HTML entity (about 20 ms): a
 * prerender worker has it done while it waits for its first pages, not while a build waits on it.
 */
export const warmUpConverter = () => void converter.translate('<p>&amp;</p>');

/** Sanitised rich text as Markdown, with site paths as full addresses. */
export function rich(html: string, context: MarkdownContext): string {
  let markdown = converted.get(html);
  if (markdown === undefined) {
    if (converted.size >= KEPT) converted.clear();
    markdown = converter.translate(html).trim();
    converted.set(html, markdown);
  }
  return markdown.replace(/\]\(\/(?!\/)/g, () => `](${context.settings.siteUrl}/`);
}
