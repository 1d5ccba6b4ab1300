import type { SiteSettings } from './site-schema.ts';
import { slugify, titleCase } from './slug.ts';

/** The city of a city page: the settings' spelling when listed ("Fort Worth"), else from the slug. */
export function cityFromPath(settings: SiteSettings, pathname: string): string {
  const slug = pathname.split('/').pop() ?? '';
  const known = [...settings.footer.cities, ...settings.areaServed.flatMap((area) => area.cities)];
  return known.find((name) => slugify(name) === slug) ?? titleCase(slug);
}

/** The states a city is served in (a metro such as Kansas City may span two); empty when unknown. */
export const statesOf = (settings: SiteSettings, city: string) => settings.areaServed.filter((area) => area.cities.includes(city));

/** The markets as one phrase: "Oklahoma, Kansas, Missouri and Texas". */
export function marketsPhrase(settings: SiteSettings): string {
  const states = settings.areaServed.map((area) => area.state);
  return states.length < 2 ? (states[0] ?? '') : `${states.slice(0, -1).join(', ')} and ${states.at(-1)}`;
}
