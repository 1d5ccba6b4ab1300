// @ts-check
/**
 * Runs a CommonJS script (one file, the bundled build or the prerender worker) from V8's code
 * cache of it: the machine code of every function it had compiled when the cache was made, kept
 * beside it. Node 20 keeps no such cache of modules, ES or CommonJS: every run compiled the same
 * megabytes of JavaScript again (the build's 1.2 MB in 90 to 125 ms, the worker's 1.9 MB in 130
 * to 165 ms; 50 to 85 and about 60 ms from the cache).
 */
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { Script } = require('node:vm');
const { threadId } = require('node:worker_threads');

/**
 * What a script gets from its runner, under this symbol of globalThis (see
 * src/build/script-runner.ts): this module's file, for the workers it starts to be run so
 * too; an import() (Node 20 gives code run by `vm.Script` none of its own), which resolves
 * packages from the project's node_modules, as this module's does; and keepCodeCache, which
 * makes the cache when there is none V8 takes (nothing otherwise).
 */
const RUNNER = Symbol.for('groundwork.script-runner');

/**
 * Runs the script as Node runs a CommonJS module. Without a cache V8 takes (made by this Node
 * with these flags), the cache is made when keepCodeCache is first called: the runner of the
 * build calls it as the process exits (then it holds every function the run compiled), a
 * worker once it has rendered its first page (Node gives a worker that is stopped no exit).
 * @param {string} file
 */
function runScript(file) {
  const cacheFile = file.replace(/\.cjs$/, '.code-cache');
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new Script(source, { filename: file, cachedData });
  let cacheWanted = !cachedData || script.cachedDataRejected;
  const keepCodeCache = () => {
    if (!cacheWanted) return;
    cacheWanted = false;
    const partial = `${cacheFile}.${process.pid}-${threadId}`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  };
  /** @type {Record<symbol, unknown>} */ (globalThis)[RUNNER] = {
    file: __filename,
    import: (/** @type {string} */ specifier) => import(specifier),
    keepCodeCache,
  };
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  return keepCodeCache;
}

module.exports = { runScript };
