import type { JsonSchemaNode } from './json-schema.ts';

/**
 * A yaml-language-server completion (`defaultSnippets` in the schema). Strings in the body are
 * inserted as they are, so they are YAML text with snippet placeholders such as ${1:heading}.
 */
export interface Snippet {
  label: string;
  description?: string;
  body: unknown;
}

/** Labels longer than this are cut by yaml-language-server in the middle of a word. */
const LABEL_MAX = 60;

/**
 * The snippet of one block: labelled with its type and the first words of its description
 * (otherwise every block is offered as "object"), inserting the smallest valid block: its
 * required fields (lists with one item), with the field name as a placeholder the editor types over.
 */
export function blockSnippet(type: string, branch: JsonSchemaNode): Snippet {
  const description = branch.description ?? '';
  let tabStop = 0;

  const value = (schema: JsonSchemaNode, name: string, where: string): unknown => {
    // A field's own snippets (link targets) are already written as snippet text.
    if (schema.defaultSnippets?.length) return schema.defaultSnippets[0]!.body;
    const fixed = schema.const ?? schema.enum?.[0] ?? schema.examples?.[0] ?? schema.default;
    if (fixed !== undefined) return typeof fixed === 'string' ? snippetText(fixed) : fixed;
    const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
    if (choice) return value(choice, name, where);
    switch (schema.type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {})
            .filter(([key]) => schema.required?.includes(key))
            .map(([key, field]) => [key, value(field, key, `${where}.${key}`)]),
        );
      case 'array':
        // An empty list would be inserted as an empty value (null): one item shows the shape.
        return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, index) => value(schema.items ?? {}, name, `${where}[${index}]`));
      case 'integer':
      case 'number':
        return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      case 'boolean':
        return false;
      case 'string':
        if (schema.pattern === undefined && schema.format === undefined) return `\${${++tabStop}:${name}}`;
    }
    throw new Error(`The snippet of the "${type}" block needs a value for ${where}. Give that field an example with .meta({ examples: [...] }).`);
  };

  return { label: shortLabel(`${type}: ${description.split(/[.,;:(]/)[0]!.trim()}`), description, body: value(branch, type, type) };
}

function shortLabel(label: string): string {
  if (label.length <= LABEL_MAX) return label;
  return label.slice(0, label.lastIndexOf(' ', LABEL_MAX - 1)) + '…';
}

/**
 * yaml-language-server inserts snippet strings as they are: a value that is not a plain YAML word
 * is written as a double-quoted YAML string, and $ } \ are escaped for the snippet syntax.
 */
export function snippetText(text: string): string {
  const yaml = /^[\w/][\w./-]*$/.test(text) && !/^(true|false|null|~|[\d.]+)$/i.test(text) ? text : JSON.stringify(text);
  return yaml.replace(/[$}\\]/g, (character) => `\\${character}`);
}
