/** Started by a build that wrote thousands of files, in a process of its own: removes what it left that nothing needs (see src/build/stale-files.ts). */
import { removeStale, type StaleFiles } from '../src/build/stale-files.ts';

removeStale(JSON.parse(process.argv[2]!) as StaleFiles);
