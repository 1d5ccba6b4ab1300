import path from 'node:path';
import type { Plugin } from 'vite';
import { componentPath } from '../app/block-components.ts';

/** A block's component file without a default export: the build prints the message alone. */
export class BlockComponentError extends Error {
  constructor(
    readonly file: string,
    readonly exported: readonly string[],
  ) {
    const name = path.posix.basename(file, '.tsx');
    const found = exported.length ? `it exports ${exported.join(', ')} by name` : 'it exports nothing';
    super(
      `${file} has no default export (${found}). A block's component is the default export of blocks/<type>/<Type>.tsx: ` +
        `write "export default function ${name}(props: ${name}Props)", or add "export default ${name};".`,
    );
    this.name = 'BlockComponentError';
  }
}

/**
 * Fails the build, naming the file, when a block's component (blocks/<type>/<Type>.tsx, the
 * capitalised file of its folder) has no default export: the renderer takes the default export,
 * and without this check the mistake builds green until the prerender stops with a stack trace
 * into the bundle.
 */
export function blockComponentCheck(root: string): Plugin {
  return {
    name: 'block-component-check',
    moduleParsed(info) {
      const file = path.relative(root, info.id).split(path.sep).join('/');
      const type = /^blocks\/([^/]+)\/[^/]+\.tsx$/.exec(file)?.[1];
      if (type && componentPath(type) === `/${file}` && !info.exports.includes('default')) throw new BlockComponentError(file, info.exports);
    },
  };
}

/** The check's error inside a failed Vite build (which wraps what plugins throw), if it is one. */
export const blockComponentError = (buildError: unknown) =>
  (buildError as { errors?: unknown[] }).errors?.find((error): error is BlockComponentError => error instanceof BlockComponentError);
