import { readFileSync } from 'node:fs';

/**
 * Checks JSON-LD nodes against the copy of the schema.org vocabulary kept in the repository
 * (tests/fixtures/schema-org-vocabulary.json, written by scripts/schema-org-vocabulary.ts): every
 * @type must be a schema.org type, every property one that type or an ancestor has, and every value
 * of a kind the property expects (a node of an expected type or a subtype, text, a number, a truth
 * value or an enumeration member), nested nodes included.
 */
interface TypeEntry {
  parents: string[];
  properties: Record<string, string[]>;
  members?: string[];
}
const vocabulary = JSON.parse(readFileSync('tests/fixtures/schema-org-vocabulary.json', 'utf8')) as { types: Record<string, TypeEntry> };
const types = new Map(Object.entries(vocabulary.types));

function ancestors(type: string, seen = new Set<string>()): Set<string> {
  if (seen.has(type)) return seen;
  seen.add(type);
  for (const parent of types.get(type)?.parents ?? []) ancestors(parent, seen);
  return seen;
}

/** The expected types of a property on a type, from the type itself or any ancestor. */
function expectedTypes(type: string, property: string): string[] | undefined {
  for (const ancestor of ancestors(type)) {
    const range = types.get(ancestor)?.properties[property];
    if (range) return range;
  }
  return undefined;
}

const isA = (type: string, expected: readonly string[]) => [...ancestors(type)].some((ancestor) => expected.includes(ancestor));
const NUMBERS = ['Number', 'Integer', 'Float'];

/** Whether a JSON value of this kind may stand where these types are expected. */
function acceptsScalar(value: string | number | boolean, expected: readonly string[]): boolean {
  if (typeof value === 'boolean') return expected.includes('Boolean');
  if (typeof value === 'number') return expected.some((type) => NUMBERS.includes(type));
  const member = value.replace(/^https:\/\/schema\.org\//, '');
  if (expected.some((type) => types.get(type)?.members?.includes(member))) return true;
  if (expected.some((type) => NUMBERS.includes(type)) && value.trim() !== '' && Number.isFinite(Number(value))) return true;
  // Text, URL, dates and times are strings, and schema.org accepts a name or URL where a node is expected.
  return expected.some((type) => !NUMBERS.includes(type) && type !== 'Boolean');
}

function checkValue(value: unknown, expected: readonly string[], where: string, problems: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, expected, `${where}[${index}]`, problems));
  } else if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (!('@type' in node)) {
      if (!('@id' in node)) problems.push(`${where}: a nested node needs an @type or an @id`);
      return;
    }
    const nodeTypes = checkNode(node, where, problems);
    if (nodeTypes && !nodeTypes.some((type) => isA(type, expected)))
      problems.push(`${where}: a ${nodeTypes.join('/')} where schema.org expects ${expected.join(' or ')}`);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (!acceptsScalar(value, expected)) problems.push(`${where}: ${JSON.stringify(value)} where schema.org expects ${expected.join(' or ')}`);
  } else {
    problems.push(`${where}: ${String(value)} is not a schema.org value`);
  }
}

/** Checks a node's types and properties; returns its types, or undefined when one is unknown (reported once, here). */
function checkNode(node: Record<string, unknown>, where: string, problems: string[]): string[] | undefined {
  const nodeTypes = [node['@type']].flat().map(String);
  const unknown = nodeTypes.filter((type) => !types.has(type));
  if (unknown.length) {
    problems.push(`${where}: "${unknown.join('", "')}" is not a schema.org type`);
    return undefined;
  }
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    const expected = nodeTypes.map((type) => expectedTypes(type, property)).find(Boolean);
    if (!expected) problems.push(`${where}: "${property}" is not a property of ${nodeTypes.join('/')}`);
    else checkValue(value, expected, `${where}.${property}`, problems);
  }
  return nodeTypes;
}

/** One line per problem, each naming the path into the node; none for valid nodes. */
export function schemaOrgProblems(nodes: readonly unknown[]): string[] {
  const problems: string[] = [];
  nodes.forEach((node, index) => {
    const root = node as Record<string, unknown>;
    const name = `${String(root['@type'])}#${index}`;
    if (root['@context'] !== 'https://schema.org') problems.push(`${name}: "@context" must be "https://schema.org"`);
    checkNode(root, name, problems);
  });
  return problems;
}
