import { cardGridClass } from '../../src/ui/card.ts';
import { IconBadge } from '../../src/ui/IconBadge.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import type { ServiceTilesProps } from './schema.ts';

/** Compact service tiles on a sand band; a tile with a link has its title as the link. */
export default function ServiceTiles({ anchor, eyebrow, heading, intro, columns, items }: ServiceTilesProps) {
  return (
    <Section anchor={anchor} tone="sand" eyebrow={eyebrow} heading={heading} intro={intro}>
      <Reveal as="ul" className={cardGridClass(columns)}>
        {items.map((tile, index) => (
          <RevealItem as="li" key={index} index={index} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <IconBadge name={tile.icon} className="mb-4" />
            <h3 className="text-xl font-bold text-navy-900">
              {tile.link ? (
                <SiteOrExternalLink href={tile.link} className="text-brand-700 underline-offset-4 hover:underline">
                  {tile.title}
                </SiteOrExternalLink>
              ) : (
                tile.title
              )}
            </h3>
            <p className="mt-2 text-slate-700">{tile.description}</p>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
