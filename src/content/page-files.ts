import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every YAML file under dir, as sorted paths relative to it with forward slashes. */
export function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
}

/**
 * The shared collection a file under pages/ holds, if it is a data file: a collection may be
 * split over several files (_data/testimonials.yaml, _data/testimonials.cities.yaml...).
 */
export function collectionOfDataFile(relativeFile: string): string | undefined {
  return /^_data\/([^./]+)(\.[\w-]+)?\.ya?ml$/.exec(relativeFile)?.[1];
}
