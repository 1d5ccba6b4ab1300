import { useEffect } from 'react';

/**
 * The scroll-in animation for every Reveal on the page (CSS in styles.css). Content renders
 * visible, in the prerendered HTML too; after the page is shown, sections that start below the
 * fold are hidden and fade in when they scroll into view. Reduced motion leaves them at rest.
 * One IntersectionObserver per page, and no motion library on the first load.
 *
 * Where each section is comes from the observer's first report, not from measuring here:
 * measuring while hiding sections one by one would force a layout per section during hydration.
 */
export function useScrollReveal(pageKey: unknown) {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const placed = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (!placed.has(element)) {
            placed.add(element);
            // On screen (or above it) at first: stays at rest. Below the fold: hidden until it scrolls in.
            // A section far from the screen is not laid out yet (content-visibility in styles.css):
            // its box is empty, and it waits too.
            const { top, width, height } = entry.boundingClientRect;
            if (entry.isIntersecting || (top <= window.innerHeight && (width > 0 || height > 0))) observer.unobserve(element);
            else element.dataset.reveal = 'waiting';
          } else if (entry.isIntersecting) {
            element.dataset.reveal = 'entering';
            observer.unobserve(element);
          }
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const element of document.querySelectorAll('main [data-reveal-root]')) observer.observe(element);
    return () => observer.disconnect();
  }, [pageKey]);
}
