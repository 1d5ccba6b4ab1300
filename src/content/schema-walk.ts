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
  walk(schema, value, [...path], visit, undefined, '');
}

/** What the walk does at a schema, worked out once per schema: every page walks the same ones. */
type Step = { kind: FieldKind } | { fields: [string, AnySchema][] } | { element: AnySchema } | { valueType: AnySchema } | { leaf: true };

/**
 * Kinds are registered when the field helpers make a schema (a registry lookup also reads the
 * schema's parents), before any walk; a wrapper (optional, default, a transform) carries the
 * kind of the schema it wraps unless it has one of its own.
 */
const steps = new WeakMap<AnySchema, Step>();
function stepAt(schema: AnySchema): Step {
  let step = steps.get(schema);
  if (step) return step;
  let current = schema;
  for (;;) {
    const kind = fieldKinds.get(current);
    if (kind) {
      step = { kind };
      break;
    }
    const def = defOf(current);
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType && def.type !== 'array') current = def.innerType;
    else {
      if (def.type === 'object') step = { fields: Object.entries(def.shape ?? {}) };
      else if (def.type === 'array' && def.element) step = { element: def.element };
      else if (def.type === 'record' && def.valueType) step = { valueType: def.valueType };
      else step = { leaf: true };
      break;
    }
  }
  steps.set(schema, step);
  return step;
}

/**
 * One path array for the whole walk, pushed and popped (a visit gets its own copy), and the
 * value's holder and key instead of a closure per field: the build walks every field of every
 * page, ten thousand pages at a time.
 */
function walk(
  schema: AnySchema,
  value: unknown,
  path: Path,
  visit: (v: KindVisit) => void,
  holder: Record<string | number, unknown> | undefined,
  key: string | number,
) {
  if (value === undefined || value === null) return;
  const step = stepAt(schema);
  if ('kind' in step) {
    visit({ kind: step.kind, value, path: [...path], replace: (next) => holder && (holder[key] = next) });
  } else if ('fields' in step) {
    if (typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [field, child] of step.fields) {
      if (record[field] === undefined || record[field] === null) continue;
      path.push(field);
      walk(child, record[field], path, visit, record, field);
      path.pop();
    }
  } else if ('element' in step) {
    if (!Array.isArray(value)) return;
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      walk(step.element, value[index], path, visit, value as unknown[] as Record<number, unknown>, index);
      path.pop();
    }
  } else if ('valueType' in step && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const field of Object.keys(record)) {
      path.push(field);
      walk(step.valueType, record[field], path, visit, record, field);
      path.pop();
    }
  }
}
