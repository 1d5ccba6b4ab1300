/** A card link's words when the card names none: the same on the page and in its Markdown version. */
export const DEFAULT_LINK_TEXT = 'Learn more';
