import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

// Shown once the visitor is more than a screenful down a typical phone.
const SHOW_AFTER = 600;

/**
 * Scrolls back to the top. It appears after scrolling (read in an effect, so the HTML and the
 * first render agree: hidden), and moves keyboard focus to the start of the main content,
 * as a page change does, because the button itself vanishes at the top.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const onClick = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      data-shown={shown || undefined}
      className={`inline-flex size-12 items-center justify-center rounded-full border-2 border-navy-900 bg-white text-navy-900 shadow-lg transition-[opacity,transform,visibility] duration-200 hover:bg-navy-900 hover:text-white ${
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
      }`}
    >
      <ArrowUp aria-hidden="true" size={22} />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
