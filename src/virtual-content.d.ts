/** The content plugin's virtual module (src/build/content-plugin.ts). */
declare module 'virtual:content' {
  export const settings: import('./content/site-schema.ts').SiteSettings;
  /** Static routes, e.g. "/", "/about". */
  export const routes: string[];
  /** Template routes, e.g. "/locations/[citySlug]". */
  export const templates: string[];
  /** Block types that are hydrated; the others are static HTML on the first load. */
  export const interactiveBlocks: string[];
}
