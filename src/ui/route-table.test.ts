import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_TABLE_FILE, type RouteTable } from '../shared/data-path.ts';
import { forgetRouteTable, isStaticRoute, knownRoute, matchRoute, NOT_FOUND_ROUTE, ownRoute } from './route-table.ts';

const TABLE: RouteTable = { routes: ['/', '/about', '/blog/first-post'], templates: ['/locations/[citySlug]', '/blog/[page]'] };

/** The browser's fetch, answered by the test: each request waits until the test answers it. */
function answeredFetch() {
  const answers: ((table: RouteTable | number) => void)[] = [];
  const answer = (body: RouteTable | number) => (typeof body === 'number' ? new Response('Not found', { status: body }) : new Response(JSON.stringify(body)));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answers.push((body) => resolve(answer(body))))),
  );
  return answers;
}

describe('the route table the browser navigates by', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetRouteTable();
  });

  it('knows no route until it has loaded, then matches pages, template values and the rest', async () => {
    const answers = answeredFetch();
    expect(knownRoute('/about')).toBeUndefined();
    expect(isStaticRoute('/about')).toBe(false);
    const match = matchRoute('/locations/tulsa');
    expect(fetch).toHaveBeenCalledWith(ROUTE_TABLE_FILE, expect.anything());
    answers[0]!(TABLE);
    expect(await match).toEqual({ route: '/locations/[citySlug]', param: { name: 'citySlug', value: 'tulsa' } });
    expect(knownRoute('/about/')).toEqual({ route: '/about' });
    expect(knownRoute('/blog/first-post')).toEqual({ route: '/blog/first-post' });
    expect(knownRoute('/blog/2')).toEqual({ route: '/blog/[page]', param: { name: 'page', value: '2' } });
    expect(knownRoute('/llms.txt')).toEqual({ route: NOT_FOUND_ROUTE });
    expect(isStaticRoute('/blog/first-post')).toBe(true);
    expect(isStaticRoute('/blog/2')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed request, and after a table forgotten while its request was on its way', async () => {
    const answers = answeredFetch();
    const failed = matchRoute('/about');
    answers[0]!(404);
    await expect(failed).rejects.toThrow(`Could not load ${ROUTE_TABLE_FILE} (HTTP 404).`);

    const stale = matchRoute('/about');
    expect(fetch).toHaveBeenCalledTimes(2);
    // Dev: pages were added meanwhile; the table asked for before is not the one used.
    forgetRouteTable();
    const fresh = matchRoute('/new-page');
    expect(fetch).toHaveBeenCalledTimes(3);
    answers[1]!(TABLE);
    answers[2]!({ ...TABLE, routes: [...TABLE.routes, '/new-page'] });
    expect(await fresh).toEqual({ route: '/new-page' });
    expect(await stale).toEqual({ route: '/about' });
    expect(knownRoute('/new-page')).toEqual({ route: '/new-page' });
  });

  it("tells a prerendered page's own route without the table, but not the not-found page's", () => {
    expect(ownRoute('/about', '/about/')).toEqual({ route: '/about' });
    expect(ownRoute('/locations/[citySlug]', '/locations/tulsa')).toEqual({
      route: '/locations/[citySlug]',
      param: { name: 'citySlug', value: 'tulsa' },
    });
    expect(ownRoute('/about', '/contact')).toBeUndefined();
    // A server sends the not-found page for a template's value it has no file for too.
    expect(ownRoute(NOT_FOUND_ROUTE, '/locations/new-town')).toBeUndefined();
  });
});
