import type { CSSProperties } from 'react';
import { Figures } from '../../src/ui/Figures.tsx';
import { RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { StatsProps } from './schema.ts';

const columns = (count: number) => (count >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : count === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2');

/**
 * Big figures as a description list: the label is the term, the figure its value, so a screen
 * reader says "Projects completed: 1000+". The figure is shown first with CSS order only.
 */
export default function Stats({ anchor, heading, showHeading, intro, items }: StatsProps) {
  return (
    <Section anchor={anchor} heading={heading} headingHidden={!showHeading} intro={intro}>
      {/* RevealItems stagger with the section's own Reveal. */}
      {/* Figures never wrap: all of them take the size at which the longest fits its card. */}
      <dl
        className={`grid gap-6 text-center ${columns(items.length)}`}
        style={{ '--figure-chars': Math.max(...items.map((item) => item.value.length)) } as CSSProperties}
      >
        {items.map((item, index) => (
          <RevealItem key={index} index={index} className="@container flex flex-col rounded-2xl bg-sand-50 px-4 py-8">
            <dt className="mt-2 text-base font-semibold text-navy-900">{item.label}</dt>
            <dd className="stat-figure order-first font-extrabold tracking-tight text-brand-700">{item.value}</dd>
            {item.detail && (
              <dd className="mt-1 text-sm text-slate-600">
                <Figures text={item.detail} />
              </dd>
            )}
          </RevealItem>
        ))}
      </dl>
    </Section>
  );
}
