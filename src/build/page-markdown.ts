import { NodeHtmlMarkdown, type TranslatorConfigObject } from 'node-html-markdown';

/**
 * The Markdown version of a page for answer engines (/about.md): the prerendered main content,
 * converted by node-html-markdown. Navigation, buttons and decorative icons are left out; a
 * FAQ question becomes a bold line above its answer.
 */
const translators: TranslatorConfigObject = {
  nav: { ignore: true },
  button: { ignore: true },
  svg: { ignore: true },
  script: { ignore: true },
  details: { surroundingNewlines: 2 },
  summary: { prefix: '**', postfix: '**', surroundingNewlines: 2 },
};

/**
 * Screen-reader hints such as "(opens in a new tab)" are not content (the converter matches
 * tags, not classes); icons, navigation and styling attributes carry none either. Dropping them
 * before parsing saves part of the conversion time, which counts on sites of thousands of pages.
 */
const contentOnly = (html: string) =>
  html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    .replace(/<nav\b[\s\S]*?<\/nav>/g, '')
    .replace(/ (?:class|style|data-[\w-]+|aria-[\w-]+|id|tabindex|loading|decoding|fetchpriority|sizes|srcset|width|height)="[^"]*"/g, '');

const converter = new NodeHtmlMarkdown({ keepDataImages: false, maxConsecutiveNewlines: 2 }, translators);

/** The HTML inside <main>, where every page's own content is. */
export function mainHtml(documentHtml: string): string {
  const start = documentHtml.indexOf('<main');
  const end = documentHtml.lastIndexOf('</main>');
  if (start < 0 || end < 0) return '';
  return documentHtml.slice(documentHtml.indexOf('>', start) + 1, end);
}

/** Site paths become full addresses: the Markdown is read away from the site. */
const absolute = (markdown: string, siteUrl: string) => markdown.replace(/\]\(\/(?!\/)/g, () => `](${siteUrl}/`);

export function pageMarkdown(documentHtml: string, siteUrl: string): string {
  return `${absolute(converter.translate(contentOnly(mainHtml(documentHtml))), siteUrl).trim()}\n`;
}
