import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';

/**
 * Rich text is sanitised once, at build time, so the browser only ever receives inert HTML
 * and does not need DOMPurify. The allow-list is what editors need for body copy.
 */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'code', 'span', 'small'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

/**
 * DOMPurify on a jsdom window, made on first need: loading jsdom takes a large part of a small
 * build's start-up, and rich text that is already plain allowed markup never needs it.
 */
let purifier: { purify: DOMPurify; window: Window } | undefined;
function domPurify(): { purify: DOMPurify; window: Window } {
  if (purifier) return purifier;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
  const window = new JSDOM('').window as unknown as Window & typeof globalThis;
  const purify = createDOMPurify(window);
  // Set once: DOMPurify would otherwise re-parse its configuration on every call.
  // "//host" and "/\host" look like site paths but browsers resolve them to another site.
  purify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        // Off-site links open in a new tab and never leak the opener or the referrer.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
  });
  purifier = { purify, window };
  return purifier;
}

export interface Sanitized {
  html: string;
  /** What was taken out ("<script>", "onclick attribute"), so the build can say so. */
  removed: string[];
}

/**
 * Plain body copy (allowed tags without attributes, site links, text without stray "<" or "&")
 * is already what DOMPurify would return, so it skips the DOM round trip that dominates build
 * time at thousands of pages. Anything else, including every off-site link, goes through DOMPurify.
 */
const SIMPLE_TAG = `</?(?:${ALLOWED_TAGS.filter((tag) => tag !== 'a').join('|')})>|<a href="/(?!/)[\\w/#?=.-]*">|</a>`;
const ALREADY_CLEAN = new RegExp(`^(?:[^<>&]|&(?:amp|lt|gt|quot|#\\d{1,5});|${SIMPLE_TAG})*$`);

export function sanitizeHtml(html: string): Sanitized {
  if (ALREADY_CLEAN.test(html)) return { html, removed: [] };
  const { purify, window } = domPurify();
  const clean = purify.sanitize(html);
  // DOMPurify reports the wrapper elements it parses with; they are not the author's markup.
  const removed = purify.removed
    .filter((entry) => !('element' in entry) || !['BODY', 'HTML', 'HEAD'].includes(entry.element.nodeName))
    .map((entry) => ('element' in entry ? `<${entry.element.nodeName.toLowerCase()}>` : `${entry.attribute?.name ?? 'an'} attribute`));
  // DOMPurify parses a fragment as body content: <base>, <meta> and <title> land in the head it
  // throws away, unreported. A template element keeps every element written, so each one that is
  // not allowed is named all the same.
  const written = window.document.createElement('template');
  written.innerHTML = html;
  for (const element of written.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) removed.push(`<${tag}>`);
  }
  return { html: clean, removed: [...new Set(removed)] };
}

/** Site paths linked from a fragment, so the compiler can check they exist. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
}
