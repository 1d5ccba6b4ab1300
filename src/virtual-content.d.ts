/** The content plugin's virtual module (src/build/content-plugin.ts). */
declare module 'virtual:content' {
  export const settings: ReturnType<typeof import('./shared/site-schema.ts').publicSettings>;
  /** Static routes, e.g. "/", "/about". */
  export const routes: string[];
  /** Template routes, e.g. "/locations/[citySlug]". */
  export const templates: string[];
  /** Block types that are hydrated; the others are static HTML on the first load. */
  export const interactiveBlocks: string[];
}
