import { ArrowRight } from '../../src/ui/icons.ts';
import { cardClass } from '../../src/ui/card.ts';
import { Section } from '../../src/ui/Section.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import type { CityListProps } from './schema.ts';

/** The locations hub: one list of city cards per state, each card a link to the city's page. */
export default function CityList({ anchor, eyebrow, heading, intro, groups }: CityListProps) {
  return (
    <Section anchor={anchor} eyebrow={eyebrow} heading={heading} intro={intro}>
      <div className="space-y-12">
        {groups.map((group) => (
          <div key={group.name}>
            <h3 className="text-2xl font-bold text-navy-900">{group.name}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.cities.map((city) => (
                <li key={city.path} className={cardClass('relative')}>
                  <SiteOrExternalLink
                    href={city.path}
                    className="text-xl font-bold text-brand-700 hover:underline after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {city.name}
                  </SiteOrExternalLink>
                  <p className="mt-2 flex-1 text-slate-700">{city.description}</p>
                  <ArrowRight size={20} className="mt-4 text-brand-700" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
