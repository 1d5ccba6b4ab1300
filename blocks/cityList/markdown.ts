import { blocksOf, bullets, heading, link, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { CityListProps } from './schema.ts';

/** Each state as an h3 over its cities: each a link to the city's page with its description. */
const cityListMarkdown: BlockMarkdown<CityListProps> = (list, context) =>
  blocksOf(
    sectionHead(list),
    ...list.groups.map((group) =>
      blocksOf(heading(3, group.name), bullets(group.cities.map((city) => `${link(city.name, city.path, context)}: ${text(city.description)}`))),
    ),
  );

export default cityListMarkdown;
