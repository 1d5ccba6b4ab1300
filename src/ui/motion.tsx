import { LazyMotion, m, MotionConfig, useAnimationControls, useInView, useReducedMotion, type Variants } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';

// The animation features load in their own chunk after the page is interactive.
const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

/** reducedMotion="user": for visitors who ask for less motion, nothing moves (fades remain). */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const section: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5, ease: 'easeOut', staggerChildren: 0.1 } },
};
const item: Variants = {
  hidden: { opacity: 0, y: 16 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.4, ease: 'easeOut' } },
};

/**
 * A section that animates in once when scrolled into view. It is rendered visible (in the
 * prerendered HTML too) and only hides itself after hydration when it starts below the fold,
 * so content never depends on JavaScript and the first paint is never delayed. Reduced
 * motion turns it into a plain container.
 */
export function Reveal({ children, className, as = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'ul' | 'ol' }) {
  const ref = useRef<HTMLElement>(null);
  const controls = useAnimationControls();
  const reduced = useReducedMotion();
  const inView = useInView(ref, { once: true, margin: '0px 0px -10% 0px' });
  const armed = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || armed.current) return;
    if (element.getBoundingClientRect().top > window.innerHeight) {
      armed.current = true;
      controls.set('hidden');
    }
  }, [controls, reduced]);

  useEffect(() => {
    if (inView && armed.current) void controls.start('visible');
  }, [controls, inView]);

  const Component = m[as];
  return (
    <Component ref={ref as never} className={className} variants={section} initial={false} animate={controls}>
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
