import { ROUTE_TABLE_FILE, type RouteTable } from '../shared/data-path.ts';
import { matchTemplate, normalizePath } from '../shared/route-match.ts';

export const NOT_FOUND_ROUTE = '/_404';

export interface RouteMatch {
  /** The route key: a static path, a template pattern, or the not-found route. */
  route: string;
  param?: { name: string; value: string };
}

/**
 * The route table, once loaded: it is fetched, not bundled, so that a site's size does not
 * weigh on its scripts and adding a page leaves every other page's files as they were.
 */
let table: { statics: Set<string>; templates: string[] } | undefined;
let tableRequest: Promise<void> | undefined;

/** Uses this route table from now on (the one fetched, or a test's). */
export function setRouteTable({ routes, templates }: RouteTable) {
  table = { statics: new Set(routes), templates };
}

/** Fetches the route table, once (again after a failure, or after forgetRouteTable). */
export function loadRouteTable(): Promise<void> {
  if (tableRequest) return tableRequest;
  const request = fetch(ROUTE_TABLE_FILE, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not load ${ROUTE_TABLE_FILE} (HTTP ${response.status}).`);
      const loaded = (await response.json()) as RouteTable;
      // A table asked for before forgetRouteTable is stale: the request after it counts.
      if (tableRequest === request) setRouteTable(loaded);
    })
    .catch((error: unknown) => {
      if (tableRequest === request) tableRequest = undefined;
      throw error;
    });
  tableRequest = request;
  return request;
}

/** Dev: pages were added, removed or renamed; the next match fetches the new table. */
export function forgetRouteTable() {
  table = undefined;
  tableRequest = undefined;
}

/** The route a path shows, by the table loaded; undefined until it is. */
export function knownRoute(pathname: string): RouteMatch | undefined {
  if (!table) return undefined;
  const path = normalizePath(pathname);
  if (table.statics.has(path)) return { route: path };
  return templateRoute(table.templates, path) ?? { route: NOT_FOUND_ROUTE };
}

/** The template of these (patterns) that shows a path, with the value it takes from it. */
function templateRoute(patterns: readonly string[], path: string): RouteMatch | undefined {
  const template = matchTemplate(patterns, path);
  return template && { route: template.pattern, param: { name: template.param, value: template.value } };
}

/** The route a path shows, once the route table is loaded. */
export async function matchRoute(pathname: string): Promise<RouteMatch> {
  while (!table) await loadRouteTable();
  return knownRoute(pathname)!;
}

/** Whether a page of its own (not a template's value) has this path; false until the table is loaded. */
export const isStaticRoute = (pathname: string) => table?.statics.has(normalizePath(pathname)) ?? false;

/**
 * The route a prerendered page is for, when it is the page of this path: known without the
 * table. Undefined for the not-found page, which a server also sends for a template's value
 * it has no file for (the table tells).
 */
export function ownRoute(route: string, pathname: string): RouteMatch | undefined {
  const path = normalizePath(pathname);
  if (route === path && route !== NOT_FOUND_ROUTE) return { route };
  return templateRoute([route], path);
}
