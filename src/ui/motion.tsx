import { LazyMotion, m, useInView, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// The animation features load in their own chunk after the page is interactive.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return <LazyMotion features={loadFeatures} strict>{children}</LazyMotion>;
}

// "hidden" applies at once: it is only ever set on content the visitor cannot see yet.
const section: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5, ease: 'easeOut', staggerChildren: 0.1 } },
};
const item: Variants = {
  hidden: { opacity: 0, y: 16, transition: { duration: 0 } },
  visible: { opacity: 1, y: 0, transition: { duration: 0.4, ease: 'easeOut' } },
};

/**
 * A section that animates in once when scrolled into view. It is rendered visible (in the
 * prerendered HTML too) and only hides itself after hydration when it starts below the fold,
 * so content never depends on JavaScript and the first paint is never delayed. Reduced
 * motion turns it into a plain container.
 * The state is declarative (a variant name, not animation controls) because the animation
 * features load lazily: controls used before they arrive are silently dropped, while a
 * variant name is applied whenever they do. Reduced motion is read from the media query
 * itself: framer-motion's own reduced-motion support logs a warning in development builds.
 */
export function Reveal({ children, className, as = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'ul' | 'ol' }) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, { once: true, margin: '0px 0px -10% 0px' });
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top > window.innerHeight) setWaiting(true);
  }, []);

  const Component = m[as];
  return (
    <Component ref={ref as never} className={className} variants={section} initial={false} animate={waiting && !inView ? 'hidden' : 'visible'}>
      {children}
    </Component>
  );
}

/** A list item that staggers in with its Reveal parent (0.1 s apart). */
export function RevealItem({ children, className, as = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' }) {
  const Component = m[as];
  return (
    <Component className={className} variants={item}>
      {children}
    </Component>
  );
}
