import { Check } from './icons.ts';
import { Figures } from './Figures.tsx';
import { Reveal, RevealItem } from './reveal.tsx';

/**
 * A list of short items, each with a check mark: hero proof points, card features, outcome
 * lists. `reveal` staggers the items in when the list is a section of its own.
 */
export function CheckList({
  items,
  onDark = false,
  reveal = false,
  className = '',
}: {
  items: string[];
  onDark?: boolean;
  reveal?: boolean;
  className?: string;
}) {
  if (items.length === 0) return null;
  const mark = onDark ? 'bg-brand-500 text-navy-900' : 'bg-sand-100 text-brand-700';
  const content = (item: string) => (
    <>
      <span aria-hidden="true" className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full ${mark}`}>
        <Check size={14} strokeWidth={3} />
      </span>
      <span>
        <Figures text={item} />
      </span>
    </>
  );
  // Content lists never reorder, so the position is a stable key (and copes with repeats).
  const itemClass = 'flex items-start gap-3';
  if (reveal) {
    return (
      <Reveal as="ul" className={className}>
        {items.map((item, index) => (
          <RevealItem as="li" key={index} index={index} className={itemClass}>
            {content(item)}
          </RevealItem>
        ))}
      </Reveal>
    );
  }
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className={itemClass}>
          {content(item)}
        </li>
      ))}
    </ul>
  );
}
