/**
 * Where a route's Markdown version goes: /about → about.md, / → index.md. Apart from the
 * converter (page-markdown.ts), so that naming the files does not load it: only the prerender
 * workers convert pages.
 */
export const markdownFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);
