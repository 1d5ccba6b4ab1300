/**
 * Where a route's page data lives: "/" → /_data/index.json, "/services/seo-aeo" →
 * /_data/services/seo-aeo.json, "/locations/[citySlug]" → /_data/locations/$citySlug.json
 * (brackets are avoided in file names served by static hosts).
 */
export function dataFileFor(route: string): string {
  const name = route === '/' ? '/index' : route.replace(/\[(\w+)\]$/, '$$$1');
  return `/_data${name}.json`;
}

/**
 * The route table (static routes and template routes) the browser navigates by: a file of its
 * own, fetched once, so that adding a page changes no bundle and no other page's HTML. No page's
 * data can have this name (a top-level page name starting with "_" is reserved).
 */
export const ROUTE_TABLE_FILE = '/_data/_routes.json';

export interface RouteTable {
  /** Static routes, e.g. "/", "/about". */
  routes: string[];
  /** Template routes, e.g. "/locations/[citySlug]". */
  templates: string[];
}
