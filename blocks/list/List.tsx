import { Actions } from '../../src/ui/Button.tsx';
import { CheckList } from '../../src/ui/CheckList.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { ListProps } from './schema.ts';

/** Short items as check marks, compact chips (names, trades) or a numbered list. */
export default function List({ anchor, eyebrow, heading, intro, style, items, actions }: ListProps) {
  return (
    <Section anchor={anchor} eyebrow={eyebrow} heading={heading} intro={intro}>
      {style === 'checks' && <CheckList items={items} reveal className="grid gap-4 text-lg text-slate-800 sm:grid-cols-2" />}
      {style === 'chips' && (
        <Reveal as="ul" className="flex flex-wrap gap-3">
          {items.map((item, index) => (
            <RevealItem as="li" key={index} index={index} className="rounded-full bg-sand-100 px-4 py-2 font-semibold text-navy-900">
              {item}
            </RevealItem>
          ))}
        </Reveal>
      )}
      {style === 'numbered' && (
        <Reveal as="ol" className="grid gap-4 sm:grid-cols-2">
          {items.map((item, index) => (
            <RevealItem as="li" key={index} index={index} className="flex items-start gap-4 text-lg text-slate-800">
              <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-1">{item}</span>
            </RevealItem>
          ))}
        </Reveal>
      )}
      <Actions actions={actions} className="mt-10" />
    </Section>
  );
}
