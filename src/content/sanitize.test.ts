import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { internalLinks, sanitizeHtml } from './sanitize.ts';

const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'EM', 'B', 'I', 'U', 'A', 'UL', 'OL', 'LI', 'H3', 'H4', 'BLOCKQUOTE', 'CODE', 'SPAN', 'SMALL']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

/**
 * Inert means: once a browser parses the output, only allow-listed elements and attributes
 * exist, and every link goes somewhere harmless. Parsed twice (serialise, parse again), since
 * mutation XSS hides in markup that changes meaning on the second parse.
 */
function expectInert(html: string) {
  for (let pass = 0, markup = html; pass < 2; pass++) {
    const body = new JSDOM(`<!doctype html><body>${markup}</body>`).window.document.body;
    for (const element of body.querySelectorAll('*')) {
      expect(ALLOWED_TAGS, element.outerHTML).toContain(element.tagName);
      for (const attribute of element.attributes) expect(ALLOWED_ATTRIBUTES, element.outerHTML).toContain(attribute.name);
      const href = element.getAttribute('href');
      if (href !== null) expect(href).toMatch(SAFE_HREF);
    }
    markup = body.innerHTML;
  }
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|img|form|base|meta|link|template|noscript)\b/i);
  expect(html).not.toMatch(/\s(on\w+|style|srcdoc|src|xlink:href|formaction)\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
}

const hostile: Record<string, string> = {
  'script tag': '<p>Hi</p><script>alert(1)</script>',
  'script split by case': '<ScRiPt>alert(1)</sCrIpT>',
  'event handler attribute': '<p onclick="alert(1)" onmouseover=alert(1)>Hi</p>',
  'image error handler': '<img src=x onerror=alert(1)>',
  'javascript: link': '<a href="javascript:alert(1)">x</a>',
  'javascript: link, mixed case and padded': '<a href="  JaVaScRiPt:alert(1)">x</a>',
  'javascript: link, entity-encoded': '<a href="&#106;avascript&#58;alert(1)">x</a>',
  'javascript: link, tab inside': '<a href="java&#x09;script:alert(1)">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'protocol-relative link': '<a href="//evil.example/path">x</a>',
  'backslash link': '<a href="/\\evil.example">x</a>',
  'svg onload': '<svg onload=alert(1)><circle r=5 /></svg>',
  'script inside svg': '<svg><script>alert(1)</script></svg>',
  'svg link with xlink:href': '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  'svg animate that sets href': '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text>x</text></a></svg>',
  'MathML namespace confusion': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'form/MathML mutation': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  'noscript attribute breakout': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'template content': '<template><script>alert(1)</script></template>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe javascript: src': '<iframe src="javascript:alert(1)"></iframe>',
  'style attribute': '<p style="background:url(javascript:alert(1))">x</p>',
  'style element': '<style>@import "https://evil.example/x.css";</style><p>x</p>',
  'object with data: URL': '<object data="data:text/html,<script>alert(1)</script>"></object>',
  embed: '<embed src="https://evil.example/x.swf">',
  'base tag hijack': '<base href="https://evil.example/">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'form action': '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
  'DOM clobbering ids': '<a id="location" name="cookie" href="/ok">x</a>',
  'image data: URL': '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
};

describe('sanitizeHtml with hostile input', () => {
  it.each(Object.entries(hostile))('%s comes out inert', (_, input) => {
    const { html } = sanitizeHtml(input);
    expectInert(html);
    // Stable: sanitising the result again changes nothing (no markup that mutates on re-parse).
    expect(sanitizeHtml(html).html).toBe(html);
  });

  it('says what it removed, so the build can report it', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script>').removed).toEqual(expect.arrayContaining(['onclick attribute', '<script>']));
    expect(sanitizeHtml('<p>Plain <strong>copy</strong></p>').removed).toEqual([]);
  });

  it('keeps the text of removed wrappers but none of their code', () => {
    const { html } = sanitizeHtml('<div><p>Kept <script>alert(1)</script>copy</p></div>');
    expect(html).toBe('<p>Kept copy</p>');
  });
});

describe('sanitizeHtml with editor markup', () => {
  it('keeps the allowed body-copy tags and safe links', () => {
    const input =
      '<h3>Title</h3><p><strong>Bold</strong>, <em>em</em> and <a href="/contact" title="Contact">a link</a>.</p><ul><li>One</li></ul>' +
      '<p><a href="mailto:hello@example.com">mail</a> <a href="tel:4055550142">call</a> <a href="#faq">anchor</a></p>';
    expect(sanitizeHtml(input).html).toBe(input);
  });

  it('opens off-site links in a new tab with no opener or referrer', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>').html).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>').html).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops target and rel from site links', () => {
    expect(sanitizeHtml('<a href="/about" target="_blank" rel="opener">x</a>').html).toBe('<a href="/about">x</a>');
  });
});

describe('internalLinks', () => {
  it('lists the site paths a fragment links to', () => {
    const { html } = sanitizeHtml('<a href="/about">a</a> <a href="https://x.example">b</a> <a href="/services/seo-aeo#faq">c</a>');
    expect(internalLinks(html)).toEqual(['/about', '/services/seo-aeo#faq']);
  });
});
