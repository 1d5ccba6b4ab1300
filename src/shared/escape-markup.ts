const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe as the text of an XML or HTML element or a double-quoted attribute's value (the
 * sitemap, a preview's SVG, the head's tags): the characters those read as markup, escaped. Each
 * is replaced by a function, so no text is ever read as a replacement pattern.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
