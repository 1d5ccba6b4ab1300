import type { Markup } from '../../src/build/page-html.ts';

/** A page's markup (or document) as the file it is written into reads back. */
export const markupText = (markup: Markup) => Buffer.concat(markup.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))).toString();
