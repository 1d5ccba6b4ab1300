import type { CSSProperties, ReactNode } from 'react';

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

/** A list item that staggers in with its Reveal parent: `index`, its position in the list, sets when. */
export function RevealItem({
  children,
  className,
  index,
  as: Component = 'div',
}: {
  children: ReactNode;
  className?: string;
  index: number;
  as?: 'div' | 'li';
}) {
  return (
    <Component className={className} style={{ '--index': index } as CSSProperties} data-reveal-item="">
      {children}
    </Component>
  );
}
