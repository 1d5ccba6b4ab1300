import { useEffect } from 'react';

/**
 * The scroll-in animation for every Reveal on the page (CSS in styles.css). Content renders
 * visible, in the prerendered HTML too; after the page is shown, sections that start below the
 * fold are hidden and fade in when they scroll into view. Reduced motion leaves them at rest.
 * One IntersectionObserver per page, and no motion library on the first load.
 */
export function useScrollReveal(pageKey: unknown) {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = 'entering';
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const element of document.querySelectorAll<HTMLElement>('main [data-reveal-root]')) {
      if (element.getBoundingClientRect().top <= window.innerHeight) continue;
      element.dataset.reveal = 'waiting';
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pageKey]);
}
