import type { Plugin } from 'vite';

/**
 * `virtual:content`: what every page shares (the public settings and which block types
 * hydrate), made by siteModule. The dev server's content plugin compiles it (see
 * content-plugin.ts); a build makes it before it bundles.
 */
export const VIRTUAL_CONTENT = 'virtual:content';
export const RESOLVED_CONTENT = '\0' + VIRTUAL_CONTENT;

/**
 * A build's `virtual:content`: the module the build made of the settings it compiled. On its own,
 * so that the process that bundles loads nothing of the content compiler.
 */
export const builtContent = (module: string): Plugin => ({
  name: 'groundwork:built-content',
  resolveId: (id) => (id === VIRTUAL_CONTENT ? RESOLVED_CONTENT : undefined),
  load: (id) => (id === RESOLVED_CONTENT ? module : undefined),
});
