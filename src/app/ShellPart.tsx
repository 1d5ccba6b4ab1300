import { createContext, useContext, type ReactNode } from 'react';

/**
 * Prerendering only: the parts of the frame to leave out, each as an empty placeholder element,
 * because their HTML was made once already (src/build/shell-cache.ts). The browser never sets it.
 */
export const LeftOutShellParts = createContext<ReadonlySet<string>>(new Set());

/** What a left-out part is rendered as: the prerender puts the part's HTML in its place. */
export const shellPlaceholder = (name: string) => `<template data-shell-part="${name}"></template>`;

/** A part of the frame every page has (header, footer). Left in, it adds no element: its markup is the part's own. */
export function ShellPart({ name, children }: { name: string; children: ReactNode }) {
  return useContext(LeftOutShellParts).has(name) ? <template data-shell-part={name} /> : children;
}
