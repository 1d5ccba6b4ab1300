import { useEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'rest' | 'waiting' | 'entering';

/**
 * A section that animates in once when scrolled into view, its RevealItems staggered 0.1 s
 * apart (CSS in styles.css). It renders visible, in the prerendered HTML too, and only hides
 * itself after hydration when it starts below the fold, so content never depends on
 * JavaScript and the first paint is never delayed. Reduced motion leaves it at rest.
 * Plain CSS transitions and one IntersectionObserver: the motion library stays off the first
 * load (it ships with the mobile menu's spring, which loads when the menu is first opened).
 */
export function Reveal({ children, className = '', as: Component = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'ul' | 'ol' }) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('rest');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top <= window.innerHeight) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPhase('entering');
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Component ref={ref as never} className={className} data-reveal={phase === 'rest' ? undefined : phase}>
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
