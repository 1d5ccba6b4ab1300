import type { ComponentType } from 'react';
import { defaultsByType } from '../shared/block-files.ts';

/**
 * Block components by type. A component lives at blocks/<type>/<Type>.tsx (the convention the
 * registry test enforces). The browser fills this map lazily, one chunk per block type, with
 * only the blocks a route uses; the prerender fills it eagerly.
 */
export type BlockComponent = ComponentType<Record<string, unknown>>;
type Loader = () => Promise<{ default: BlockComponent }>;

const loaded = new Map<string, BlockComponent>();
let loaders: Record<string, Loader> = {};

export const componentPath = (type: string) => `/blocks/${type}/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;

/** Set once when the app starts, with a loader per component file (a setter, not a React hook). */
export function setBlockLoaders(map: Record<string, Loader>) {
  loaders = map;
}

export function registerBlocks(modules: Record<string, { default: BlockComponent }>) {
  for (const [type, component] of defaultsByType(modules, componentPath)) loaded.set(type, component);
}

export async function loadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      if (loaded.has(type)) return;
      const loader = loaders[componentPath(type)];
      if (!loader) throw new Error(`No component for block type "${type}": expected ${componentPath(type)}.`);
      loaded.set(type, (await loader()).default);
    }),
  );
}

export function blockComponent(type: string): BlockComponent {
  const component = loaded.get(type);
  // The build refuses unknown types, so this only fires if a page was rendered before its blocks loaded.
  if (!component) throw new Error(`Block "${type}" was rendered before its component was loaded.`);
  return component;
}
