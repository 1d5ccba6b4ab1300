/** The article's fixed words: the same on the page and in its Markdown version. */
export const BACK_TO_BLOG = 'Back to Blog';
export const TOOLS_HEADING = 'Popular tools';
