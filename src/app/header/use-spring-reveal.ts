import type { TargetAndTransition, Transition } from 'framer-motion';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion.ts';

const spring: Transition = { type: 'spring', stiffness: 420, damping: 34, mass: 0.8 };

/**
 * Motion props for a part of the mobile menu that springs in and out (inside AnimatePresence).
 * With reduced motion it appears and vanishes at once. The preference comes from our own
 * hook: framer-motion's reduced-motion support logs a warning in development builds.
 */
export function useSpringReveal() {
  const reduced = usePrefersReducedMotion();
  return (hidden: TargetAndTransition, shown: TargetAndTransition) =>
    reduced ? { initial: false as const, animate: shown } : { initial: hidden, animate: shown, exit: hidden, transition: spring };
}
