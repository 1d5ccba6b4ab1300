import { interactiveBlocks, onSettingsChange } from '../ui/site-settings.ts';
import type { PageData } from '../../blocks/page.ts';
import { dataFileFor } from '../shared/data-path.ts';
import { fillTemplateParam } from '../shared/template-params.ts';
import { matchRoute, type RouteMatch } from '../ui/route-table.ts';
import { loadBlocks } from './block-components.ts';

if (import.meta.hot) {
  // Dev: the settings changed (see app/start.tsx); the current page is shown again with them.
  onSettingsChange(() => window.dispatchEvent(new Event('content:update')));
}

const cache = new Map<string, PageData>();
const pending = new Map<string, Promise<PageData>>();
/**
 * Counts invalidations: data asked for before the last one is stale. In dev two edits can come
 * a few milliseconds apart, the first one's request still on its way when the second arrives.
 */
let generation = 0;

/** The count of invalidations so far: data asked for at a lower count than the current one is stale. */
export const pagesVersion = () => generation;

/** Forgets every loaded page, and every request on its way (dev: the YAML changed). */
export function invalidatePages() {
  cache.clear();
  pending.clear();
  generation++;
}

/** Seeds the cache with the data the prerendered HTML carries, so hydration needs no request. */
export function seedPage(page: PageData) {
  cache.set(page.route, page);
}

/** Block code a page needs: all of it, or only its interactive blocks when its HTML is kept. */
const blockTypes = (page: PageData, staticHtml: boolean) =>
  page.blocks.map((block) => block.type).filter((type) => !staticHtml || interactiveBlocks.includes(type));

/** A route's data from its data file, kept once `ready` (unless an invalidation came meanwhile). */
async function fetchPage(route: string, ready: (page: PageData) => Promise<unknown> = async () => {}): Promise<PageData> {
  const asked = generation;
  const response = await fetch(dataFileFor(route), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load ${dataFileFor(route)} (HTTP ${response.status}).`);
  const page = (await response.json()) as PageData;
  await ready(page);
  if (asked === generation) cache.set(route, page);
  return page;
}

/** A route's data and block code; `staticHtml` when hydrating prerendered HTML (see BlockRenderer). */
export function loadRoute(match: RouteMatch, { staticHtml = false } = {}): Promise<PageData> {
  const cached = cache.get(match.route);
  if (cached) return loadBlocks(blockTypes(cached, staticHtml)).then(() => cached);
  const known = pending.get(match.route);
  if (known) return known;
  const promise: Promise<PageData> = fetchPage(match.route, (page) => loadBlocks(blockTypes(page, false))).finally(() => {
    if (pending.get(match.route) === promise) pending.delete(match.route);
  });
  pending.set(match.route, promise);
  return promise;
}

/**
 * The page a path shows as its data file has it: the data its HTML carried (and the cache was
 * seeded with) may hold a part of a block's (see BlockDefinition.embedded). Asked for again, and
 * kept in its place (its blocks' code is loaded when a navigation shows it).
 */
export async function loadWholePage(pathname: string): Promise<PageData> {
  const match = await matchRoute(pathname);
  return pageFor(match, await fetchPage(match.route));
}

export function pageFor(match: RouteMatch, page: PageData): PageData {
  return match.param ? fillTemplateParam(page, match.param.name, match.param.value) : page;
}

/** The page a path shows: its route found, its data and block code loaded. */
export async function loadPage(pathname: string): Promise<PageData> {
  const match = await matchRoute(pathname);
  return pageFor(match, await loadRoute(match));
}
