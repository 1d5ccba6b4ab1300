import { text } from '../../src/shared/fields.ts';
import type { DeriveContext, PageSummary } from '../page.ts';
import { cityFromPath } from '../../src/shared/cities.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';
import { byText } from '../../src/shared/text-order.ts';

export interface CityLink {
  name: string;
  path: string;
  description: string;
}

export interface CityGroup {
  /** The state's name, or the block's heading for cities not yet placed in a state. */
  name: string;
  cities: CityLink[];
}

const isListedCity = (page: PageSummary) => page.kind === 'city' && !page.noindex;

/**
 * Every indexable city page (kind: city), grouped by the state the settings place it in, so a
 * new city file is listed here with no code. A metro served in two states (Kansas City) is
 * listed once, under the first; a city the settings do not place yet goes in a last group.
 */
export function deriveCities(otherHeading: string, { settings, pages }: Pick<DeriveContext, 'settings' | 'pages'>): { groups: CityGroup[] } {
  const cities = pages
    .filter(isListedCity)
    .map((page): CityLink => ({ name: cityFromPath(settings, page.route), path: page.route, description: page.description }));
  const placed = new Set<string>();
  const groups: CityGroup[] = settings.areaServed.map((area) => {
    const inState = area.cities.flatMap((name) => cities.filter((city) => city.name === name && !placed.has(city.path)));
    for (const city of inState) placed.add(city.path);
    return { name: area.state, cities: inState };
  });
  const others = cities.filter((city) => !placed.has(city.path)).sort((a, b) => byText(a.name, b.name));
  return { groups: [...groups, { name: otherHeading, cities: others }].filter((group) => group.cities.length > 0) };
}

export const cityListBlock = defineBlock(
  'cityList',
  'The list of city pages, grouped by state: every page of kind city appears here by itself.',
  {
    ...sectionHeading({ eyebrow: true }),
    otherHeading: text('Heading of the group of cities whose state is not in the site settings (areaServed) yet.').default('More cities'),
  },
  {
    derive: (block, context) => deriveCities(block.otherHeading, context),
    lists: (context) => ({ ...context, pages: context.pages.filter(isListedCity), templates: [] }),
  },
);

export type CityListProps = BlockProps<typeof cityListBlock>;
