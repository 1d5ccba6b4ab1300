import { ArrowUp } from '../../ui/icons.ts';

/**
 * Scrolls back to the top, and moves keyboard focus to the start of the main content, as a
 * page change does, because the button itself leaves with its bar at the top.
 */
export function BackToTop() {
  const onClick = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 bg-white text-navy-900 transition-colors hover:bg-navy-900 hover:text-white"
    >
      <ArrowUp size={22} />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
