/**
 * Where a route's Markdown version goes: /about → about.md, / → index.md. Apart from the
 * writer (page-markdown.ts), so that naming the files does not load the blocks' Markdown: only
 * the prerender workers write pages.
 */
export const markdownFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);
