// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../blocks/page.ts';
import { invalidatePages, loadRoute } from './page-loader.ts';

/** The browser's fetch, answered by the test: each request waits until the test answers it with a page. */
function answeredFetch() {
  const answers: ((page: PageData) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answers.push((page) => resolve(new Response(JSON.stringify(page)))))),
  );
  return answers;
}

const page = (title: string): PageData => ({
  route: '/about',
  title,
  description: 'About the company.',
  og: { type: 'website' },
  kind: 'website',
  noindex: false,
  breadcrumbs: [],
  blocks: [],
  structuredData: [],
});

describe('the page loader in dev, when edits come close together', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    invalidatePages();
  });

  it('asks again for a page invalidated while its first request is on its way, and keeps only the later answer', async () => {
    const answers = answeredFetch();
    const first = loadRoute({ route: '/about' });
    invalidatePages();
    const second = loadRoute({ route: '/about' });
    expect(fetch).toHaveBeenCalledTimes(2);

    // The later request is answered first; the earlier one's answer, stale, comes last.
    answers[1]!(page('Edited twice'));
    answers[0]!(page('Edited once'));
    expect((await second).title).toBe('Edited twice');
    expect((await first).title).toBe('Edited once');
    // What is kept for the next visit is the later answer.
    expect((await loadRoute({ route: '/about' })).title).toBe('Edited twice');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one request between two asks for the same page', async () => {
    const answers = answeredFetch();
    const both = Promise.all([loadRoute({ route: '/about' }), loadRoute({ route: '/about' })]);
    expect(fetch).toHaveBeenCalledTimes(1);
    answers[0]!(page('About us'));
    expect((await both).map((loaded) => loaded.title)).toEqual(['About us', 'About us']);
  });
});
