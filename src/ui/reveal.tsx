import type { ReactNode } from 'react';

/**
 * Marks a section that animates in once when scrolled into view, its RevealItems staggered
 * 0.1 s apart. The markup is plain: one observer for the whole page (useScrollReveal) does
 * the work, so it also covers blocks that are served as static HTML and never hydrated.
 */
export function Reveal({ children, className, as: Component = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'ul' | 'ol' }) {
  return (
    <Component className={className} data-reveal-root="">
      {children}
    </Component>
  );
}

/** A list item that staggers in with its Reveal parent. */
export function RevealItem({ children, className, as: Component = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' }) {
  return (
    <Component className={className} data-reveal-item="">
      {children}
    </Component>
  );
}
