const IMAGE_PRELOAD = '<link rel="preload" as="image"';

/**
 * React 19 writes a preload for each high-priority image (the hero's) where it renders it, in
 * the body. It belongs in <head>, ahead of the scripts, so the likely largest paint is
 * requested first. Found by plain search: at thousands of pages a pattern scan of every
 * page's markup costs a noticeable part of the build.
 */
function hoistPreloads(html: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  let rest = '';
  let from = 0;
  for (let at = html.indexOf(IMAGE_PRELOAD); at >= 0; at = html.indexOf(IMAGE_PRELOAD, from)) {
    const close = html.indexOf('>', at);
    if (close < 0) break;
    const end = close + 1;
    preloads.push(html.slice(at, end));
    rest += html.slice(from, at);
    from = end;
  }
  return { html: from ? rest + html.slice(from) : html, preloads };
}

/** The page data (its JSON), embedded as inert JSON ("<" escaped so it cannot end the script element). */
const embed = (pageJson: string) => `<script type="application/json" id="page-data">${pageJson.replace(/</g, '\\u003c')}</script>`;

/**
 * Puts each slot's text where its marker stands in the template. The markers are found in the
 * template alone, before any content is added, and the pieces are joined by concatenation:
 * `String.prototype.replace` with a string would read `$'`, `$&` or `$$` in the content as
 * replacement patterns, and a later marker could be found inside earlier content.
 */
export function fillTemplate(
  template: string,
  slots: ReadonlyArray<readonly [marker: string, text: string]>,
  missing = (marker: string) => `The HTML template has no ${marker}; index.html must keep it.`,
): string {
  const placed = slots.map(([marker, text]) => {
    const at = template.indexOf(marker);
    if (at < 0) throw new Error(missing(marker));
    return { at, end: at + marker.length, text };
  });
  placed.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, end, text } of placed) {
    out += template.slice(from, at) + text;
    from = end;
  }
  return out + template.slice(from);
}

/** One prerendered document: the built index.html with the page's head tags, markup and data (as JSON). */
export function pageHtml(template: string, rendered: { html: string; head: string }, pageJson: string): string {
  const { html, preloads } = hoistPreloads(rendered.html);
  return fillTemplate(template, [
    ['<!--app-head-->', [...preloads, rendered.head].join('\n    ')],
    ['<!--app-html-->', html],
    ['</body>', `  ${embed(pageJson)}\n  </body>`],
  ]);
}
