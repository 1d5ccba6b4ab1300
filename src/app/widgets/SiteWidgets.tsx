import { BackToTop } from './BackToTop.tsx';
import { FloatingBooking } from './FloatingBooking.tsx';
import { useOpenerScrolledPast } from './use-opener-scrolled-past.ts';

/**
 * The two site-wide widgets, "back to top" and "Book a Call", on a bar fixed to the bottom of
 * the screen. The bar comes in only once the hero's own booking button has scrolled out of
 * view, so the page never shows two booking buttons where one will do. It spans the width and
 * is opaque, like the header: the page scrolls under it, and the footer ends with room for it
 * (and the document keeps focused controls clear of it), so it never sits on top of part of
 * a line of text or a control. Below the header's layer, so the open mobile menu covers it; in
 * the DOM after the footer, so it comes last in the Tab order.
 */
export function SiteWidgets() {
  const shown = useOpenerScrolledPast();
  return (
    <aside
      aria-label="Quick actions"
      data-shown={shown || undefined}
      className={`fixed inset-x-0 bottom-0 z-40 h-16 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgb(15_23_42/0.08)] transition-[translate,visibility] duration-200 motion-reduce:transition-none ${
        shown ? 'visible translate-y-0' : 'invisible translate-y-full'
      }`}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-end gap-3 px-4 sm:px-6 lg:px-8">
        <BackToTop />
        <FloatingBooking />
      </div>
    </aside>
  );
}
