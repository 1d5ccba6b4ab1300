import type { PageData } from '../content/types.ts';

/**
 * React 19 writes a preload for each high-priority image (the hero's) where it renders it, in
 * the body. It belongs in <head>, ahead of the scripts, so the likely largest paint is
 * requested first.
 */
function hoistPreloads(html: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = html.replace(/<link rel="preload" as="image"[^>]*\/>/g, (tag) => {
    preloads.push(tag);
    return '';
  });
  return { html: rest, preloads };
}

/** The page data, embedded as inert JSON ("<" escaped so it cannot end the script element). */
const embed = (page: PageData) =>
  `<script type="application/json" id="page-data">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;

/** One prerendered document: the built index.html with the page's head tags, markup and data. */
export function pageHtml(template: string, rendered: { html: string; head: string }, page: PageData): string {
  const { html, preloads } = hoistPreloads(rendered.html);
  return template
    .replace('<!--app-head-->', [...preloads, rendered.head].join('\n    '))
    .replace('<!--app-html-->', html)
    .replace('</body>', `  ${embed(page)}\n  </body>`);
}
