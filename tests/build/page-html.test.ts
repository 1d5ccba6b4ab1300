import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../src/build/page-html.ts';
import { markupText } from './markup-text.ts';

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const page = JSON.stringify({ route: '/x', title: "Plans $' and $& < </script>" });
const preload = (src: string) => `<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`;

/** The document as the prerender writes it, piece after piece. */
const pageHtml = (...args: Parameters<typeof pageDocument>) => markupText(pageDocument(...args));

describe('pageDocument', () => {
  it('moves every image preload into <head>, in order, and leaves the markup around them as it was', () => {
    const body = `${preload('/a.webp')}<main><h1>Plans $' and $&amp;</h1>${preload('/b.webp')}<p>Text</p></main>`;
    const html = pageHtml(template, { html: body, head: '<title>T</title>' }, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`${preload('/a.webp')}\n    ${preload('/b.webp')}\n    <title>T</title>`);
    expect(html).toContain(`<div id="root"><main><h1>Plans $' and $&amp;</h1><p>Text</p></main></div>`);
    expect(html.split('rel="preload"').length - 1).toBe(2);
  });

  it('keeps markup without preloads whole, and embeds the data so that it cannot end its script element', () => {
    const body = '<main><p>No image here: <link rel="stylesheet" href="/x.css"/></p></main>';
    const html = pageHtml(template, { html: body, head: '' }, page);
    expect(html).toContain(`<div id="root">${body}</div>`);
    expect(html).toContain(`"title":"Plans $' and $& \\u003c \\u003c/script>"`);
    expect(html.endsWith('</script>\n  </body></html>')).toBe(true);
  });

  it('writes the parts of the markup made once as they are, and moves the preloads of the rest', () => {
    const header = Buffer.from('<header>Plans – “quoted”</header>');
    const html = pageHtml(
      template,
      { html: [`<a href="#main">Skip</a>`, header, `<main>${preload('/a.webp')}<p>Text</p></main>`], head: '<title>T</title>' },
      page,
    );
    expect(html).toContain(`<div id="root"><a href="#main">Skip</a><header>Plans – “quoted”</header><main><p>Text</p></main></div>`);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`${preload('/a.webp')}\n    <title>T</title>`);
  });

  it('fills each template it is given where its markers are, and names a marker the template lacks', () => {
    const other = '<!doctype html><html><head><!--app-head--><style>body{}</style></head><body><!--app-html--></body></html>';
    expect(pageHtml(other, { html: '<p>Hi</p>', head: '<title>T</title>' }, '{}')).toBe(
      '<!doctype html><html><head><title>T</title><style>body{}</style></head><body><p>Hi</p>  <script type="application/json" id="page-data">{}</script>\n  </body></html>',
    );
    expect(pageHtml(template, { html: '<p>Hi</p>', head: '' }, '{}')).toContain('<div id="root"><p>Hi</p></div>');
    expect(() => pageHtml('<html><body></body></html>', { html: '', head: '' }, '{}')).toThrow(
      'The HTML template has no <!--app-head-->; index.html must keep it.',
    );
  });
});
