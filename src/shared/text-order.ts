/**
 * The order of the site's text: English's (the site's language, `lang="en"` in index.html), from
 * one collator. Not the default locale's: that is the build machine's (its LANG) when pages and
 * routes are ordered, and the visitor's when the SEO dashboard sorts its rows in the browser.
 * Danish puts "Aarhus" after "Zurich" and Lithuanian "y" before "k": the same build would make
 * another sitemap on another machine, and a visitor's browser would hydrate the dashboard in
 * another order than its HTML's. One collator, as localeCompare sets one up for each comparison,
 * and a site of thousands of pages sorts thousands of routes and rows.
 */
let collator: Intl.Collator | undefined;

/** Made when first asked for: ICU loads its collation data then (8 to 11 ms), which a build that orders nothing (a one-page rebuild after a page's text was edited) does not need. */
export const byText = (a: string, b: string): number => (collator ??= new Intl.Collator('en')).compare(a, b);
