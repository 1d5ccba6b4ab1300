import { ArrowRight } from '../../src/ui/icons.ts';
import { Actions } from '../../src/ui/Button.tsx';
import { cardClass, cardGridClass } from '../../src/ui/card.ts';
import { CheckList } from '../../src/ui/CheckList.tsx';
import { IconBadge } from '../../src/ui/IconBadge.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import { DEFAULT_LINK_TEXT } from './words.ts';
import type { CardsProps } from './schema.ts';

type Card = CardsProps['items'][number];

const tones = { cards: 'white', steps: 'sand' } as const;

function CardBody({ card, step }: { card: Card; step?: number }) {
  return (
    <>
      {step !== undefined ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white">
          <span className="sr-only">Step </span>
          {step}
        </span>
      ) : (
        card.icon && <IconBadge name={card.icon} className="mb-4" />
      )}
      <h3 className="text-xl font-bold text-navy-900">{card.title}</h3>
      <p className="mt-2 text-slate-700">{card.description}</p>
      <CheckList items={card.features} className="mt-4 space-y-2 text-slate-700" />
      {card.link && (
        // mt-auto keeps the links of a row aligned; the hidden title makes "Learn more" links distinct.
        <SiteOrExternalLink
          href={card.link}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-brand-700 hover:underline"
        >
          {card.linkText ?? DEFAULT_LINK_TEXT}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight size={18} />
        </SiteOrExternalLink>
      )}
    </>
  );
}

/** A grid of cards; steps are an ordered list with their numbers, everything else a list. */
export default function Cards({ anchor, eyebrow, heading, intro, variant, columns, items, actions }: CardsProps) {
  const steps = variant === 'steps';
  return (
    <Section anchor={anchor} tone={tones[variant]} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Reveal as={steps ? 'ol' : 'ul'} className={cardGridClass(columns)}>
        {items.map((card, index) => (
          <RevealItem as="li" key={index} index={index} className={cardClass('h-full')}>
            <CardBody card={card} step={steps ? index + 1 : undefined} />
          </RevealItem>
        ))}
      </Reveal>
      <Actions actions={actions} className="mt-10" />
    </Section>
  );
}
