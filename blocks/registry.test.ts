import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { componentPath } from '../src/app/block-components.ts';
import { markdownPath } from '../src/build/page-markdown.ts';
import { unwrap } from '../src/content/schema-walk.ts';
import { blocks } from './index.ts';

/** Fields of an object schema, recursively, that have no description for the YAML author. */
function undocumented(schema: z.ZodType, where: string): string[] {
  const inner = unwrap(schema) as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } } };
  const def = inner._zod.def;
  if (def.type === 'array' && def.element) return undocumented(def.element, `${where}[]`);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([key, field]) => [
    ...(field.description || unwrap(field).description ? [] : [`${where}.${key}`]),
    ...undocumented(field, `${where}.${key}`),
  ]);
}

describe('block registry', () => {
  it('has unique types', () => {
    const types = blocks.map((block) => block.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it.each(blocks.map((block) => [block.type]))('%s has its component at blocks/<type>/<Type>.tsx', (type) => {
    expect(existsSync(path.join(process.cwd(), componentPath(type)))).toBe(true);
  });

  it.each(blocks.map((block) => [block.type]))('%s has its Markdown at blocks/<type>/markdown.ts', (type) => {
    expect(existsSync(path.join(process.cwd(), markdownPath(type)))).toBe(true);
  });

  it.each(blocks.map((block) => [block.type, block]))('%s documents every field for authors', (_type, block) => {
    expect(undocumented(block.schema, block.type)).toEqual([]);
  });
});
