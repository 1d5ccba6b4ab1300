import { ChevronDown } from '../../src/ui/icons.ts';
import { useId, type SyntheticEvent } from 'react';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { FaqProps } from './schema.ts';

/**
 * Questions as native disclosure widgets: keyboard operable and readable without JavaScript.
 * A shared `name` makes them an exclusive accordion in current browsers; the toggle handler
 * does the same for browsers that ignore `name`. The open item closes like any <details>.
 */
export default function Faq({ anchor, heading, intro, items }: FaqProps) {
  const group = useId();
  if (items.length === 0) return null;

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]').forEach((other) => {
      if (other !== opened) other.open = false;
    });
  };

  return (
    <Section anchor={anchor} tone="muted" heading={heading} intro={intro}>
      <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <details key={index} name={group} onToggle={closeOthers} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold text-navy-900">{item.question}</h3>
              <ChevronDown size={20} className="shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <RichHtml html={item.answer} className="px-5 pb-5 text-slate-700" />
          </details>
        ))}
      </div>
    </Section>
  );
}
