import type { Thing } from 'schema-dts';
import type { SiteSettings } from './site-schema.ts';

/**
 * A schema.org node of type T, typed against the vocabulary (schema-dts) where it is built, so a
 * misspelt type or property does not compile. schema-dts also allows a bare string (a
 * reference); a node is an object.
 */
export type SchemaOrgNode<T extends Thing> = Exclude<T, string>;

/**
 * A node as pages carry it, whatever its type: each is checked as a SchemaOrgNode where it is
 * built (checking all of schema.org's types at every use would slow type-checking several times).
 */
export interface JsonLdNode {
  '@type': string;
}

/** The business's node: other nodes (an article's author and publisher) refer to it by this id. */
export const organizationId = (settings: SiteSettings) => `${settings.siteUrl}/#organization`;
