import { useEffect, useState } from 'react';
import { settings } from '../../ui/site-settings.ts';

/** The fixed header's height (src/styles.css): a button behind the header is out of view. */
const headerHeight = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height'));

/**
 * The element whose leaving the screen brings in the quick actions: the booking button of the
 * page's opening section (the hero's "Book a Call"); on a page that opens without one (the
 * blog, an article), its heading.
 */
function findOpener(main: HTMLElement): Element | null {
  const opening = main.querySelector('section');
  if (!opening) return null;
  const booking = [...opening.querySelectorAll('a')].find((link) => link.getAttribute('href') === settings.booking.url);
  return booking ?? opening.querySelector('h1, h2') ?? opening;
}

/**
 * Whether the visitor has scrolled past the page's opener (above the viewport, not merely
 * below it on a short screen). Checked once a frame while scrolling, not with an
 * IntersectionObserver, which says nothing when a jump (End, an in-page link) carries the
 * opener from below the screen to above it. Read in effects, so the prerendered HTML and the
 * first render agree: not yet. A client-side navigation swaps the page inside <main>, and the
 * new page's opener is watched from then on.
 */
export function useOpenerScrolledPast(): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    let opener = findOpener(main);
    const covered = headerHeight();
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(opener ? opener.getBoundingClientRect().bottom <= covered : true);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const pageSwaps = new MutationObserver(() => {
      opener = findOpener(main);
      schedule();
    });
    pageSwaps.observe(main, { childList: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      pageSwaps.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return past;
}
