// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Analytics = typeof import('./analytics.ts');
const tagScripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');
const queue = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () => queue().filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');

// The module keeps the last reported path, so every test gets a fresh copy and a clean window;
// fake timers keep one test's deferred script load from landing in the next.
let analytics: Analytics;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = '';
  analytics = await import('./analytics.ts');
});
afterEach(() => vi.useRealTimers());

describe('startAnalytics', () => {
  it('queues the tag configuration with automatic page views off', () => {
    analytics.startAnalytics('G-TEST123');
    expect(queue()[0]?.[0]).toBe('js');
    expect(queue()[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    // gtag.js only understands `arguments` objects in the queue.
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  it('adds the async tag script once the page has loaded and the browser is idle', () => {
    analytics.startAnalytics('G-TEST123');
    // jsdom's document is already complete; without requestIdleCallback a timer stands in.
    expect(tagScripts()).toHaveLength(0);
    vi.runAllTimers();
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(tagScripts()[0]!.async).toBe(true);
  });

  it('sets up only once', () => {
    analytics.startAnalytics('G-TEST123');
    analytics.startAnalytics('G-TEST123');
    vi.runAllTimers();
    expect(tagScripts()).toHaveLength(1);
    expect(queue().filter((entry) => entry[0] === 'config')).toHaveLength(1);
  });
});

describe('trackPageView', () => {
  it('does nothing before the tag is set up (no tag id, nothing loads or queues)', () => {
    analytics.trackPageView('/about');
    expect(window.dataLayer).toBeUndefined();
  });

  it('reports path plus query once per change, including a return to an earlier page', () => {
    analytics.startAnalytics('G-TEST123');
    for (const path of ['/about?ref=x', '/about?ref=x', '/blog', '/about?ref=x']) analytics.trackPageView(path);
    expect(pageViews().map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual(['/about?ref=x', '/blog', '/about?ref=x']);
    expect(pageViews()[0]![2]).toMatchObject({ page_location: `${window.location.origin}/about?ref=x` });
  });
});

describe('useAnalytics', () => {
  async function mountHook(gtagId: string | undefined) {
    // One at a time: Node 20's module loader can fail ("reading 'getStatus'") when several
    // imports first load the same CommonJS module (react) at once.
    const { createElement, StrictMode } = await import('react');
    const { renderHook, act } = await import('@testing-library/react');
    const router = await import('react-router-dom');
    const { useAnalytics } = await import('./use-analytics.ts');
    let navigate: ReturnType<typeof router.useNavigate> = () => {};
    const wrapper = ({ children }: { children: React.ReactNode }) =>
      createElement(StrictMode, null, createElement(router.MemoryRouter, { initialEntries: ['/start?utm=1'] }, children));
    renderHook(
      () => {
        navigate = router.useNavigate();
        useAnalytics(gtagId);
      },
      { wrapper },
    );
    return { go: (path: string) => act(() => void navigate(path)) };
  }

  it('loads nothing and queues nothing without a tag id', async () => {
    const { go } = await mountHook(undefined);
    await go('/blog');
    vi.runAllTimers();
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('reports the first load and every route change exactly once, even under StrictMode', async () => {
    const { go } = await mountHook('G-TEST123');
    await go('/blog');
    await go('/blog'); // same location again: not a route change
    await go('/start?utm=1');
    expect(pageViews().map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual(['/start?utm=1', '/blog', '/start?utm=1']);
  });
});
