import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection. Node gives no gc() without `--expose-gc`, and running Node with
 * that flag made every build start about 30 ms slower (Node's own code cache is made for its
 * default flags), a tenth of a one-page rebuild: the flag is set when needed, and V8 gives gc()
 * to a context made after it.
 */
export function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  // V8 turns down a code cache made under other flags: the workers started next, and the next
  // build's code cache, are then made with the flags every build has.
  setFlagsFromString('--no-expose-gc');
}
