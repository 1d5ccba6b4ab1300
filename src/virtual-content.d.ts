/** The content plugin's virtual module (src/build/content-plugin.ts). */
declare module 'virtual:content' {
  export const settings: ReturnType<typeof import('./shared/site-schema.ts').publicSettings>;
  /** Block types that are hydrated; the others are static HTML on the first load. */
  export const interactiveBlocks: string[];
}
