import { BackToTop } from './BackToTop.tsx';
import { FloatingBooking } from './FloatingBooking.tsx';

/**
 * The two site-wide widgets, stacked in the bottom-right corner, below the header's layer so
 * the open mobile menu covers them. In the DOM after the footer, so they come last in the Tab
 * order and never get between the skip link and the page.
 */
export function SiteWidgets() {
  return (
    <aside aria-label="Quick actions" className="pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 [&>*]:pointer-events-auto">
      <BackToTop />
      <FloatingBooking />
    </aside>
  );
}
