import { useEffect, useState } from 'react';

/**
 * Whether the visitor asked for reduced motion. Read in an effect, never during render: the
 * prerendered HTML and the first client render both say false, so hydration always matches.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
