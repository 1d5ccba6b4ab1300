import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './meta-tags.ts';

describe('renderHeadTags', () => {
  it('writes each tag with its attributes in order, escaped, marked as the page head, one tag a line', () => {
    const head = renderHeadTags([
      { tag: 'title', attrs: {}, content: `Plans & "prices" <now> $' $&` },
      { tag: 'meta', attrs: { property: 'og:title', content: 'A & B "quoted"' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/a?b=1&c=2' } },
      { tag: 'meta', attrs: { name: 'robots', content: '' } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, content: '{"name":"</script><b>&"}' },
    ]);
    expect(head).toBe(
      [
        "<title data-page-head>Plans &amp; &quot;prices&quot; &lt;now&gt; $' $&amp;</title>",
        '<meta property="og:title" content="A &amp; B &quot;quoted&quot;" data-page-head>',
        '<link rel="canonical" href="https://example.com/a?b=1&amp;c=2" data-page-head>',
        '<meta name="robots" content data-page-head>',
        '<script type="application/ld+json" data-page-head>{"name":"\\u003c/script>\\u003cb>&"}</script>',
      ].join('\n    '),
    );
  });

  it('writes nothing for no tags', () => {
    expect(renderHeadTags([])).toBe('');
  });
});
