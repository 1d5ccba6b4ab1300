import { useSyncExternalStore } from 'react';
import * as content from 'virtual:content';

/**
 * The site's public settings, as every component reads them. In dev an edit of pages/_site.yaml
 * gives `virtual:content` a new version, and this module alone takes it: when each component
 * imported it, Vite loaded every one of them again, and the modules they import, one round of
 * requests after another (60 to 90 ms of the edit at 10,000 pages). The components that render
 * settings (useSettings) render again; the rest read them when they run.
 */
export let settings = content.settings;
/** Block types that are hydrated; the others are static HTML on the first load. */
export const interactiveBlocks = content.interactiveBlocks;

/** The settings the browser gets (see publicSettings). */
export type Settings = typeof content.settings;

const listeners = new Set<() => void>();

/** Calls `listener` whenever the settings change (dev); gives the function that stops it. */
export function onSettingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSettings = () => settings;

/** The settings, for a component that renders them: it renders again when they change. */
export const useSettings = () => useSyncExternalStore(onSettingsChange, currentSettings, currentSettings);

if (import.meta.hot) {
  import.meta.hot.accept('virtual:content', (next) => {
    if (!next) return;
    settings = (next as unknown as typeof content).settings;
    for (const listener of listeners) listener();
  });
}
