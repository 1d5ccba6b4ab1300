import type { z } from 'zod';
import { fieldKinds, type FieldKind } from '../shared/fields.ts';

type Path = (string | number)[];
type AnySchema = z.ZodType;

/** The zod internals we read: every schema carries its definition under _zod.def. */
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  valueType?: AnySchema;
  options?: AnySchema[];
}
const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Peel wrappers that do not change the shape of a value (optional, default, transforms...). */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else {
      return current;
    }
  }
}

/** The schema found by following a document path, for messages that name the allowed fields. */
export function schemaAt(schema: AnySchema, path: Path): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object' && typeof segment === 'string') current = def.shape?.[segment];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return undefined;
  }
  return current;
}

/** Names of the fields an object schema allows (for "did you mean" and "allowed fields"). */
export function fieldNames(schema: AnySchema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

export function descriptionOf(schema: AnySchema | undefined): string | undefined {
  return schema?.description ?? (schema ? unwrap(schema).description : undefined);
}

export interface KindVisit {
  kind: FieldKind;
  value: unknown;
  path: Path;
  /** Replace the value in the parsed output (used for references and sanitised HTML). */
  replace(next: unknown): void;
}

/**
 * Walks a parsed value beside its schema and reports every field whose schema carries a
 * field kind. Walking the schema (not guessing from the data) keeps this exact.
 */
export function visitKinds(schema: AnySchema, value: unknown, visit: (v: KindVisit) => void, path: Path = []): void {
  walk(schema, value, path, visit, () => {});
}

/**
 * Each schema's field kind, looked up once: a registry lookup also reads the schema's parents,
 * and the walk asks for every field of every page. Kinds are registered when the field helpers
 * make a schema, before any walk.
 */
const kinds = new WeakMap<AnySchema, FieldKind | null>();
function kindOf(schema: AnySchema): FieldKind | undefined {
  let kind = kinds.get(schema);
  if (kind === undefined) {
    kind = fieldKinds.get(schema) ?? null;
    kinds.set(schema, kind);
  }
  return kind ?? undefined;
}

function walk(schema: AnySchema, value: unknown, path: Path, visit: (v: KindVisit) => void, replace: (next: unknown) => void) {
  if (value === undefined || value === null) return;
  let current = schema;
  for (;;) {
    const kind = kindOf(current);
    if (kind) {
      visit({ kind, value, path, replace });
      return;
    }
    const def = defOf(current);
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType && def.type !== 'array') current = def.innerType;
    else break;
  }
  const def = defOf(current);
  if (def.type === 'object' && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      walk(child, record[key], [...path, key], visit, (next) => (record[key] = next));
    }
  } else if (def.type === 'array' && Array.isArray(value) && def.element) {
    value.forEach((item, index) => walk(def.element!, item, [...path, index], visit, (next) => (value[index] = next)));
  } else if (def.type === 'record' && typeof value === 'object' && def.valueType) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) walk(def.valueType, record[key], [...path, key], visit, (next) => (record[key] = next));
  }
}
