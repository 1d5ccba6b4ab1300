/**
 * Sanitised rich text as the words a reader sees, for structured data and summaries: links
 * keep their text, inline tags vanish without leaving a gap ("see our <a>Fort Worth page</a>."
 * reads "see our Fort Worth page."), and block elements become spaces between sentences.
 * No DOM: it runs in the prerender workers and on client-side navigation alike.
 */
const BLOCK_TAG = /^<\/?(p|br|li|ul|ol|h[1-6]|blockquote|div)\b/i;
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

const decode = (text: string) =>
  text.replace(/&(?:nbsp|lt|gt|quot|amp|#39|#(\d{1,6}));/g, (entity, code: string | undefined) =>
    code ? String.fromCodePoint(Number(code)) : ENTITIES[entity]!,
  );

export function plainText(html: string): string {
  const text = html.replace(/<[^>]*>/g, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''));
  return decode(text).replace(/\s+/g, ' ').trim();
}
