import { RevealItem } from '../../src/ui/reveal.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { TimelineProps } from './schema.ts';

/** Milestones in the order written (the schema asks for oldest first), down a vertical line. */
export default function Timeline({ anchor, heading, intro, items }: TimelineProps) {
  return (
    <Section anchor={anchor} tone="sand" heading={heading} intro={intro}>
      <ol className="ml-3 max-w-3xl space-y-10 border-l-2 border-sand-200">
        {items.map((item, index) => (
          <RevealItem as="li" key={index} index={index} className="relative pl-8">
            <span aria-hidden="true" className="absolute top-1.5 -left-[9px] size-4 rounded-full bg-brand-600 ring-4 ring-sand-50" />
            <h3 className="text-2xl font-extrabold text-navy-900">
              <time dateTime={String(item.year)}>{item.year}</time>
            </h3>
            <RichHtml html={item.event} className="mt-2 text-lg text-slate-700" />
          </RevealItem>
        ))}
      </ol>
    </Section>
  );
}
