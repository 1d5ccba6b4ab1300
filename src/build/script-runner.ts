/**
 * What scripts/run-script.cjs lends the script it runs (the build, the prerender worker), when
 * the code runs so: undefined when it runs as modules (the dev server, the tests).
 */
interface ScriptRunner {
  /** The runner's module (its file), which a worker runs a script with. */
  file: string;
  /** import() of a package that is an ES module only: a script run by `vm.Script` has none of its own in Node 20. */
  import(specifier: string): Promise<unknown>;
  /** Makes the script's code cache now, of what it compiled so far, unless one V8 takes was there (see runScript). */
  keepCodeCache(): void;
}

export const scriptRunner = (globalThis as { [key: symbol]: ScriptRunner | undefined })[Symbol.for('groundwork.script-runner')];
