import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { setBlockLoaders } from './block-components.ts';
import { invalidatePages, loadRoute, pageFor, pagesVersion, seedPage } from './page-loader.ts';
import type { PageData } from '../../blocks/page.ts';
import { applyHeadTags } from '../seo/meta-tags.ts';
import { pageHead } from '../seo/page-head.ts';
import { forgetRouteTable, knownRoute, loadRouteTable, NOT_FOUND_ROUTE, ownRoute, type RouteMatch } from '../ui/route-table.ts';
import { settings } from '../ui/site-settings.ts';

setBlockLoaders(import.meta.glob('/blocks/*/[A-Z]*.tsx') as never);

/** Hydrates the prerendered page (or renders a template route's page fresh). */
export async function start() {
  const root = document.getElementById('root')!;
  const embedded = document.getElementById('page-data')?.textContent;
  const prerendered = embedded ? (JSON.parse(embedded) as PageData) : undefined;
  if (prerendered) seedPage(prerendered);
  const { pathname } = window.location;
  // The renderer is the largest module: loaded as its own chunk, its evaluation runs in a task
  // of its own instead of lengthening the one that starts the app (less main-thread blocking).
  const renderer = import('react-dom/client');
  // The route table is needed only to navigate, and to tell the not-found page from a template's
  // page: it loads while the page starts. A failure is not shown here: the first navigation asks
  // again, and falls back to loading the page whole.
  const table = loadRouteTable().catch(() => undefined);
  // The HTML matches this URL unless a static host answered with 404.html for a template
  // route (/locations/any-city): then the page is rendered fresh instead of hydrated.
  const own = prerendered && ownRoute(prerendered.route, pathname);
  const match: RouteMatch = own ?? (await table.then(() => knownRoute(pathname) ?? { route: NOT_FOUND_ROUTE }));
  const hydrating = Boolean(prerendered && prerendered.route === match.route && root.firstElementChild);
  const version = pagesVersion();
  const [{ createRoot, hydrateRoot }, data] = await Promise.all([renderer, loadRoute(match, { staticHtml: hydrating })]);
  const page = pageFor(match, data);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App initial={{ pathname: window.location.pathname, page, version }} hydrating={hydrating} />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration is split into short tasks that yield to the browser (and to
    // the visitor's input) instead of running as one long task: the page is already visible.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    applyHeadTags(pageHead(settings, page, window.location.pathname));
    createRoot(root).render(app);
  }
}

if (import.meta.hot) {
  // The content plugin announces a successful recompile: drop stale data and the error overlay,
  // then show the current page's new data (by the new route table when pages were added, removed
  // or renamed). When the settings changed as well, Vite replaces `virtual:content` next, and the
  // page loader shows the page again once it has them (see ui/site-settings.ts).
  import.meta.hot.on('content:update', ({ siteChanged, routesChanged }: { siteChanged: boolean; routesChanged: boolean }) => {
    invalidatePages();
    if (routesChanged) forgetRouteTable();
    document.querySelector('vite-error-overlay')?.remove();
    if (!siteChanged) window.dispatchEvent(new Event('content:update'));
  });
}
