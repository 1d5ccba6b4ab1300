/** "{title} | {brand}": the one title rule, shared by <head>, the SEO dashboard and the lint. */
export const fullTitle = (title: string, brand: string) => `${title} | ${brand}`;

/** Search-result limits: the rendered title fits 60 characters, the description 50 to 160. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
