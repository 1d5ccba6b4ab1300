import { useId, type ReactNode } from 'react';
import { Reveal } from './reveal.tsx';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  sand: 'bg-sand-50',
  navy: 'bg-navy-900 text-white',
} as const;

export type SectionTone = keyof typeof tones;

/**
 * The frame every block section uses: an anchor, a labelled <section>, a centred container
 * and the scroll-in animation. Headings are h2; the hero alone owns the page's h1.
 */
export function Section({
  anchor,
  tone = 'white',
  eyebrow,
  heading,
  intro,
  headingHidden = false,
  center = false,
  children,
  className = '',
}: {
  anchor?: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  headingHidden?: boolean;
  /** Centre the heading block (calls to action, statement bands). */
  center?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const dark = tone === 'navy';
  return (
    <section id={anchor} aria-labelledby={heading ? headingId : undefined} className={`${tones[tone]} py-16 sm:py-20 ${className}`}>
      <Reveal className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {heading && (
          <header className={headingHidden ? 'sr-only' : `mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
            {eyebrow && <p className={`mb-2 text-sm font-semibold uppercase tracking-wider ${dark ? 'text-sand-200' : 'text-brand-700'}`}>{eyebrow}</p>}
            <h2 id={headingId} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-navy-900'}`}>
              {heading}
            </h2>
            {intro && <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{intro}</p>}
          </header>
        )}
        {children}
      </Reveal>
    </section>
  );
}
