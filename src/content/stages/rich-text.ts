import { closest } from '../suggest.ts';
import { ALLOWED_TAGS } from '../sanitize.ts';
import { messages, type Message } from '../messages.ts';

export interface TextFinding {
  message: Message;
  /** The text as written, to point at inside the value. */
  written: string;
  severity?: 'warning';
}

/** Markdown an editor may reach for, and the HTML that says the same in rich text. */
const MARKDOWN: { pattern: RegExp; html: (match: RegExpExecArray) => string }[] = [
  { pattern: /\*\*([^*\n]+)\*\*/, html: (match) => `<strong>${match[1]}</strong>` },
  { pattern: /__([^_\n]+)__/, html: (match) => `<strong>${match[1]}</strong>` },
  { pattern: /\[([^\]\n]+)\]\(([^)\s]+)\)/, html: (match) => `<a href="${match[2]}">${match[1]}</a>` },
  { pattern: /(?<![*\w])\*([^*\s](?:[^*\n]*[^*\s])?)\*(?![*\w])/, html: (match) => `<em>${match[1]}</em>` },
  { pattern: /^[ \t]*#{1,6} +(\S[^\n]*)$/m, html: (match) => `<h3>${match[1]}</h3>` },
  { pattern: /^[ \t]*[-*] +(\S[^\n]*)$/m, html: (match) => `<ul><li>${match[1]}</li></ul>` },
];

/** Markdown in rich text, with the HTML to write instead (rich text is HTML, never Markdown). */
export function markdownInRichText(html: string): TextFinding[] {
  const outsideTags = html.replace(/<[^>]*>/g, (tag) => ' '.repeat(tag.length));
  return MARKDOWN.flatMap(({ pattern, html: toHtml }) => {
    const match = pattern.exec(outsideTags);
    if (!match) return [];
    const written = html.slice(match.index, match.index + match[0].length).trim();
    return [{ message: messages.markdown(written, toHtml(match)), written }];
  });
}

/** Bold, emphasis and link syntax in plain text: it would show with its symbols. */
export function markdownInText(text: string): TextFinding[] {
  return MARKDOWN.slice(0, 3).flatMap(({ pattern }) => {
    const match = pattern.exec(text);
    return match ? [{ message: messages.markdownInText(match[0]), written: match[0], severity: 'warning' as const }] : [];
  });
}

/** Markup the sanitiser took out, named as the editor wrote it, with the first one to point at. */
export function removedMarkup(html: string, removed: readonly string[]): TextFinding {
  const first = removed[0]!;
  const tag = /^<(\w+)>$/.exec(first)?.[1];
  const attribute = /^(\S+) attribute$/.exec(first)?.[1];
  const written = tag ? tagWritten(html, tag) : attribute ? attributeWritten(html, attribute) : undefined;
  return { message: messages.removedMarkup(removed, ALLOWED_TAGS), written: written ?? first };
}

/*
 * The markup is found by comparing the text, never by a pattern made from its name: an attribute
 * may be named with any character but a space, "/", ">" or "=" (`<p data-x(="1">`), which a
 * pattern would read as its own syntax, or reject.
 */

/** Whether `name` is written in `html` at `at`, whatever its case. */
const namedAt = (html: string, at: number, name: string) => html.slice(at, at + name.length).toLowerCase() === name.toLowerCase();

/** `<tag` as written, the first time it starts an element (not a longer tag's name). */
function tagWritten(html: string, tag: string): string | undefined {
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    const end = at + 1 + tag.length;
    if (namedAt(html, at + 1, tag) && !/\w/.test(html[end] ?? '')) return html.slice(at, end);
  }
  return undefined;
}

/** `name=` as written (with any spaces before the "="), the first time it is an attribute given a value: after a space, a quote or a "/". */
function attributeWritten(html: string, name: string): string | undefined {
  for (let at = 1; at + name.length <= html.length; at++) {
    if (!/[\s"'/]/.test(html[at - 1]!) || !namedAt(html, at, name)) continue;
    let end = at + name.length;
    while (/\s/.test(html[end] ?? '')) end++;
    if (html[end] === '=') return html.slice(at, end + 1);
  }
  return undefined;
}

/** A template's {param} and {param|title}; anything else in braces would be shown as written. */
const PLACEHOLDER = /\{([A-Za-z][\w-]*)(\|\w+)?\}/g;

export function placeholderProblems(text: string, param: string | undefined): TextFinding[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => {
    const written = match[0];
    if (!param) return [{ message: messages.placeholderOutsideTemplate(written), written, severity: 'warning' as const }];
    if (match[1] === param && (match[2] === undefined || match[2] === '|title')) return [];
    const meant = match[1] === param ? `{${param}|title}` : closest(match[1]!, [param]) ? `{${param}${match[2] === '|title' ? '|title' : ''}}` : undefined;
    const suggestion = meant ? ` Did you mean "${meant}"?` : '';
    return [{ message: messages.unknownPlaceholder(written, suggestion, param), written }];
  });
}
