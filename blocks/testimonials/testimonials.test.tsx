// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderHydrated } from '../test-utils.tsx';
import type { TestimonialsProps } from './schema.ts';
import Testimonials from './Testimonials.tsx';

const items = Array.from({ length: 9 }, (_, index) => ({
  quote: `Quote number ${index + 1}.`,
  author: `Client ${index + 1}`,
  role: `Owner, Company ${index + 1}`,
}));
const props: TestimonialsProps = { type: 'testimonials', heading: 'What our clients say', layout: 'carousel', items };

const carousel = () => document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const slides = () => within(carousel()).getAllByRole('group', { hidden: true });
/** Slides a visitor can see and reach: those outside the inert (hidden) pages. */
const visible = () =>
  slides()
    .filter((slide) => !slide.closest('[inert]'))
    .map((slide) => slide.getAttribute('aria-label'));
const liveRegion = () => carousel().querySelector('[aria-live]')!;
/** Lets time pass in small steps, so each re-render can schedule the next timer. */
async function wait(ms: number) {
  for (let left = ms; left > 0; left -= 500) await act(async () => vi.advanceTimersByTime(Math.min(500, left)));
}

describe('Testimonials grid', () => {
  it('shows every testimonial as a figure with quote and attribution', () => {
    renderBlock(<Testimonials {...props} layout="grid" items={items.slice(0, 2)} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]!.querySelector('blockquote')!.textContent).toBe('Quote number 1.');
    expect(figures[0]!.querySelector('figcaption')!.textContent).toBe('Client 1, Owner, Company 1');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Testimonials carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const setup = () => renderBlock(<Testimonials {...props} />, { delay: null });
  /**
   * For tests that use user-event: Testing Library's async wrapper waits on a real
   * setTimeout(0), so the fake clock must also follow real time (a few ms, far below 7 s).
   */
  const setupInteractive = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return setup();
  };

  it('follows the carousel pattern: a labelled region of slides "N of 9", two visible', () => {
    setup();
    expect(carousel().tagName).toBe('SECTION');
    expect(carousel().getAttribute('aria-label')).toBe('Testimonial slides');
    // Its own name: the section around it is already the region named by the heading.
    expect(carousel().getAttribute('aria-label')).not.toBe(props.heading);
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(items.map((_, index) => `${index + 1} of 9`));
    for (const slide of slides()) expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
    expect(liveRegion().getAttribute('aria-live')).toBe('off');
  });

  it('advances by two every 7 seconds and wraps to the start', async () => {
    setup();
    await wait(6999);
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
    await wait(1);
    expect(visible()).toEqual(['3 of 9', '4 of 9']);
    await wait(7000 * 3);
    expect(visible()).toEqual(['9 of 9']);
    await wait(7000);
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
  });

  it('pauses while hovered', async () => {
    const { user } = setupInteractive();
    await user.hover(carousel());
    await wait(21000);
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
    await user.unhover(carousel());
    await wait(7000);
    expect(visible()).toEqual(['3 of 9', '4 of 9']);
  });

  it('pauses while focus is inside', async () => {
    const { user } = setupInteractive();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous testimonials' }));
    await wait(21000);
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
    await act(async () => (document.activeElement as HTMLElement).blur());
    await wait(7000);
    expect(visible()).toEqual(['3 of 9', '4 of 9']);
  });

  it('has previous and next controls that wrap; using them stops rotation and makes the slides polite', async () => {
    const { user } = setupInteractive();
    const next = screen.getByRole('button', { name: 'Next testimonials' });
    const previous = screen.getByRole('button', { name: 'Previous testimonials' });
    await user.click(next);
    expect(visible()).toEqual(['3 of 9', '4 of 9']);
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    await user.click(previous);
    await user.click(previous);
    expect(visible()).toEqual(['9 of 9']);
    await user.unhover(carousel());
    await act(async () => next.blur());
    await wait(21000);
    expect(visible()).toEqual(['9 of 9']);
  });

  it('is keyboard operable', async () => {
    const { user } = setupInteractive();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next testimonials' }));
    await user.keyboard('{Enter}');
    expect(visible()).toEqual(['3 of 9', '4 of 9']);
    await user.keyboard(' ');
    expect(visible()).toEqual(['5 of 9', '6 of 9']);
  });

  it('does not rotate when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    setup();
    await wait(21000);
    expect(visible()).toEqual(['1 of 9', '2 of 9']);
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
  });

  it('starts no timer while prerendering, and puts all nine quotes in the HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <Testimonials {...props} />
      </MemoryRouter>,
    );
    expect(vi.getTimerCount()).toBe(0);
    for (const item of items) expect(html).toContain(item.quote);
  });

  it('hydrates the prerendered HTML without a mismatch', async () => {
    const { recoverable, unmount } = await renderHydrated(<Testimonials {...props} />);
    expect(recoverable).not.toHaveBeenCalled();
    unmount();
  });

  it('has no controls and no timer for a single page', async () => {
    setup().unmount();
    renderBlock(<Testimonials {...props} items={items.slice(0, 2)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
