const IMAGE_PRELOAD = '<link rel="preload" as="image"';

/** A page's markup as pieces, written one after the other: text, and HTML encoded once for many pages (see shellCache). */
export type Markup = readonly (string | Buffer)[];

/** Whether markup has an image preload (see hoistPreloads). */
export const hasImagePreload = (html: string) => html.includes(IMAGE_PRELOAD);

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

/** What a template without one of its markers is told. */
const noMarker = (marker: string) => `The HTML template has no ${marker}; index.html must keep it.`;

/**
 * A template cut at its markers, each found in the template alone: the text around them, and at
 * each cut, which marker's slot (its index in `markers`) goes there.
 */
function cutAtMarkers(template: string, markers: readonly string[]): { around: string[]; slots: number[] } {
  const placed = markers
    .map((marker, slot) => {
      const at = template.indexOf(marker);
      if (at < 0) throw new Error(noMarker(marker));
      return { at, end: at + marker.length, slot };
    })
    .sort((a, b) => a.at - b.at);
  const around: string[] = [];
  let from = 0;
  for (const { at, end } of placed) {
    around.push(template.slice(from, at));
    from = end;
  }
  around.push(template.slice(from));
  return { around, slots: placed.map(({ slot }) => slot) };
}

/** Where a page's parts go in the built index.html, in the order pageDocument gives them. */
const PAGE_MARKERS = ['<!--app-head-->', '<!--app-html-->', '</body>'];

/** The last template cut for pages, its text around the markers encoded (a worker renders every page from one). */
let lastCut: { template: string; around: Buffer[]; slots: number[] } | undefined;

function cutTemplate(template: string) {
  if (lastCut?.template === template) return lastCut;
  const { around, slots } = cutAtMarkers(template, PAGE_MARKERS);
  return (lastCut = { template, around: around.map((text) => Buffer.from(text)), slots });
}

/**
 * One prerendered document: the built index.html with the page's head tags, markup and data (as
 * JSON), as the pieces to write one after the other. The template's own text (its inline
 * stylesheet is more than half of a page) is encoded once: joined into one string with each
 * page's parts, it was made a flat string of two bytes a character and encoded to UTF-8 again
 * for every page, about a tenth of a worker's time in a build that renders every page. So are
 * the parts of the markup made once for many pages (its header and footer: see shellCache).
 */
export function pageDocument(template: string, rendered: { html: string | Markup; head: string }, pageJson: string): (string | Buffer)[] {
  const preloads: string[] = [];
  const markup = (typeof rendered.html === 'string' ? [rendered.html] : rendered.html).map((piece) => {
    if (typeof piece !== 'string') return piece;
    const hoisted = hoistPreloads(piece);
    preloads.push(...hoisted.preloads);
    return hoisted.html;
  });
  const parts: Markup[] = [[[...preloads, rendered.head].join('\n    ')], markup, [`  ${embed(pageJson)}\n  </body>`]];
  const { around, slots } = cutTemplate(template);
  return [around[0]!, ...slots.flatMap((slot, at) => [...parts[slot]!, around[at + 1]!])];
}
