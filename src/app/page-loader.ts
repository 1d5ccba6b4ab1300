import { interactiveBlocks, routes, templates } from 'virtual:content';
import type { PageData } from '../../blocks/page.ts';
import { dataFileFor } from '../shared/data-path.ts';
import { matchTemplate, normalizePath } from '../shared/route-match.ts';
import { fillTemplateParam } from '../shared/template-params.ts';
import { loadBlocks } from './block-components.ts';

export const NOT_FOUND_ROUTE = '/_404';

export interface RouteMatch {
  /** The route key: a static path, a template pattern, or the not-found route. */
  route: string;
  param?: { name: string; value: string };
}

let staticRoutes = new Set(routes);
let templateRoutes = templates;

if (import.meta.hot) {
  // Dev: an edit that adds, removes or renames a page brings new route tables; the current page
  // is then reloaded with them (see PageHost).
  import.meta.hot.accept('virtual:content', (content) => {
    if (!content) return;
    const next = content as unknown as typeof import('virtual:content');
    staticRoutes = new Set(next.routes);
    templateRoutes = next.templates;
    window.dispatchEvent(new Event('content:update'));
  });
}

export function matchRoute(pathname: string): RouteMatch {
  const path = normalizePath(pathname);
  if (staticRoutes.has(path)) return { route: path };
  const template = matchTemplate(templateRoutes, path);
  if (template) return { route: template.pattern, param: { name: template.param, value: template.value } };
  return { route: NOT_FOUND_ROUTE };
}

const cache = new Map<string, PageData>();
const pending = new Map<string, Promise<PageData>>();

/** Forgets every loaded page (dev: the YAML changed). */
export function invalidatePages() {
  cache.clear();
}

/** Seeds the cache with the data the prerendered HTML carries, so hydration needs no request. */
export function seedPage(page: PageData) {
  cache.set(page.route, page);
}

/** Block code a page needs: all of it, or only its interactive blocks when its HTML is kept. */
const blockTypes = (page: PageData, staticHtml: boolean) =>
  page.blocks.map((block) => block.type).filter((type) => !staticHtml || interactiveBlocks.includes(type));

async function fetchPage(route: string): Promise<PageData> {
  const response = await fetch(dataFileFor(route), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${dataFileFor(route)} (HTTP ${response.status}).`);
  const page = (await response.json()) as PageData;
  await loadBlocks(blockTypes(page, false));
  cache.set(route, page);
  return page;
}

/** A route's data and block code; `staticHtml` when hydrating prerendered HTML (see BlockRenderer). */
export function loadRoute(match: RouteMatch, { staticHtml = false } = {}): Promise<PageData> {
  const cached = cache.get(match.route);
  if (cached) return loadBlocks(blockTypes(cached, staticHtml)).then(() => cached);
  let promise = pending.get(match.route);
  if (!promise) {
    promise = fetchPage(match.route).finally(() => pending.delete(match.route));
    pending.set(match.route, promise);
  }
  return promise;
}

export function pageFor(match: RouteMatch, page: PageData): PageData {
  return match.param ? fillTemplateParam(page, match.param.name, match.param.value) : page;
}
