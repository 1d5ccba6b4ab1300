/** Shared set-up for the block component tests (jsdom). */
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import type { ImageOutput } from '../src/shared/fields.ts';
import { Toaster } from '../src/ui/Toaster.tsx';

// jsdom has no ResizeObserver (the blog's masonry measures its cards with one); it lays nothing out anyway.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// Nor matchMedia: by default no media query matches (no reduced-motion preference).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The bar is zero console errors or warnings (React key, act and hydration warnings included).
let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
});

const inRouter = (ui: ReactElement) => (
  <MemoryRouter>
    {ui}
    <Toaster />
  </MemoryRouter>
);

/** Renders a block the way the site does (inside the router, with the toast region). */
export function renderBlock(ui: ReactElement, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(userOptions);
  const result = render(inRouter(ui));
  return { ...result, user, rerender: (next: ReactElement) => result.rerender(inRouter(next)) };
}

/** Prerenders a block to HTML, then hydrates it: any mismatch shows up as a console error. */
export async function renderHydrated(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(inRouter(ui));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, inRouter(ui), { onRecoverableError: recoverable }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, serverHtml, recoverable, unmount };
}

/** An image as the build outputs it: path, alt text and intrinsic size. */
export const image = (src: string, alt: string): ImageOutput => ({ src, alt, width: 800, height: 600 });
