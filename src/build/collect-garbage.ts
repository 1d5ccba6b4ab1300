import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection. Node gives no gc() without `--expose-gc`, and running Node with
 * that flag made every build start about 30 ms slower (Node's own code cache is made for its
 * default flags), a tenth of a one-page rebuild: the flag is set when needed, and V8 gives gc()
 * to a context made after it.
 *
 * `compact` moves what is left together, so that the pages it leaves empty go back to the system:
 * a plain collection frees the garbage but keeps every page that still holds a live object, and
 * parsing thousands of documents leaves a few live objects on nearly every page (at 10,039 pages
 * parsed anew, 60 MB live kept 212 MB; compacted, 94 MB). Moving them takes memory for a while
 * (new pages are filled before the old ones go), and time: about 0.1 s for those 60 MB.
 */
export function collectGarbage({ compact = false } = {}) {
  setFlagsFromString('--expose-gc');
  if (compact) setFlagsFromString('--compact-on-every-full-gc');
  (runInNewContext('gc') as () => void)();
  // V8 turns down a code cache made under other flags: the workers started next, and the next
  // build's code cache, are then made with the flags every build has.
  if (compact) setFlagsFromString('--no-compact-on-every-full-gc');
  setFlagsFromString('--no-expose-gc');
}
