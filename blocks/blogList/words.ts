/** The blog index's fixed words: the same on the page and in its Markdown version. */
export const ALL_CATEGORIES = 'All categories';
export const NO_POSTS = { heading: 'No posts found', text: 'There are no blog posts in this category yet.' } as const;
export const COMING_SOON = 'Coming soon';
