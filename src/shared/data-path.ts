/**
 * Where a route's page data lives: "/" → /_data/index.json, "/services/seo-aeo" →
 * /_data/services/seo-aeo.json, "/locations/[citySlug]" → /_data/locations/$citySlug.json
 * (brackets are avoided in file names served by static hosts).
 */
export function dataFileFor(route: string): string {
  const name = route === '/' ? '/index' : route.replace(/\[(\w+)\]$/, '$$$1');
  return `/_data${name}.json`;
}
