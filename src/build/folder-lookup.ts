import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Files looked for one by one before a folder's names are read at once: a full build of 10,039
 * pages looked for its 30,000 outputs in the store of pages' outputs in 0.4 s, most of them not
 * there (a first build, every page rendered); reading the 30,000 names the store holds then takes
 * about 20 ms.
 */
const LISTED_AFTER = 64;

/**
 * Whether a folder of files named by their keys (a cache) has a file of a name: looked for on
 * disk, or, past LISTED_AFTER lookups, among the folder's names read then. A file added after
 * that is missed (made again); one removed after it is found, and fails where it is linked or read.
 */
export function folderLookup(dir: string): (name: string) => boolean {
  let names: Set<string> | undefined;
  let lookups = 0;
  return (name) => {
    if (!names && ++lookups > LISTED_AFTER) names = new Set(existsSync(dir) ? readdirSync(dir) : []);
    return names ? names.has(name) : existsSync(path.join(dir, name));
  };
}
