import { cardClass, cardGridClass } from '../../src/ui/card.ts';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { PainPointsProps } from './schema.ts';

/** Problems the visitor recognises, as a list of cards marked by a brand-coloured edge. */
export default function PainPoints({ anchor, eyebrow, heading, intro, columns, items }: PainPointsProps) {
  return (
    <Section anchor={anchor} tone="muted" eyebrow={eyebrow} heading={heading} intro={intro}>
      <Reveal as="ul" className={cardGridClass(columns)}>
        {items.map((item, index) => (
          <RevealItem as="li" key={index} index={index} className={cardClass('h-full border-l-4 border-l-brand-600')}>
            <h3 className="text-xl font-bold text-navy-900">{item.text}</h3>
            <p className="mt-2 text-slate-700">{item.description}</p>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
