import { RevealItem } from '../../src/ui/motion.tsx';
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
      <dl className={`grid gap-6 text-center ${columns(items.length)}`}>
        {items.map((item, index) => (
          <RevealItem key={index} className="flex flex-col rounded-2xl bg-sand-50 px-4 py-8">
            <dt className="mt-2 text-base font-semibold text-navy-900">{item.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{item.value}</dd>
            {item.detail && <dd className="mt-1 text-sm text-slate-600">{item.detail}</dd>}
          </RevealItem>
        ))}
      </dl>
    </Section>
  );
}
