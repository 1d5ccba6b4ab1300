import type { z } from 'zod';
import type { BlockDefinition } from '../../../blocks/define.ts';
import { didYouMean } from '../suggest.ts';
import { SLUG, slugify } from '../../shared/slug.ts';
import { collections, type CollectionName } from '../../shared/collections.ts';
import { explainIssues, formatWhere, parseForEditors } from '../issues.ts';
import { messages } from '../messages.ts';
import { pageShellSchema, type PageFields, type PageShell } from '../page-schema.ts';
import type { Problems } from '../problems.ts';
import { siteSchema } from '../../shared/site-schema.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import type { DocPath, YamlSource } from '../yaml-source.ts';
import { isRecord, type ParsedFile } from './parse.ts';
import type { ResolvedFacts } from './resolve.ts';
import type { PageSummary } from '../../../blocks/page.ts';
import type { PageFile, SiteFiles } from './routes.ts';
import type { SearchFacts } from './search-lint.ts';

export interface SharedItem {
  value: Record<string, unknown>;
  /** The file it is written in, for messages. */
  file: string;
}

export interface Collection {
  items: Map<string, SharedItem>;
  /** Ids whose item has an error of its own: references to them are not reported again. */
  broken: Set<string>;
  /** The files the collection is written in, for messages. */
  files: string[];
  /** A file of it could not be read: any id may be in it, so missing ids are not reported. */
  incomplete: boolean;
}

/**
 * A block that passed its schema. The compiler knows blocks only through the registry it is
 * given, so their fields are not typed here; pages type them once compiled (blocks/page.ts).
 */
export type ValidatedBlock = { type: string } & Record<string, unknown>;

export interface ValidatedPage {
  file: PageFile;
  /** The page's own fields, when valid. */
  shell?: PageFields;
  /** Each block in order, undefined where the block has an error. */
  blocks: (ValidatedBlock | undefined)[];
  /** "blocks[2] (faq) › items[0]" for a path of this page. */
  where(path: DocPath): string;
  /** Every part passed its schema (so the page may be kept, once resolved without a problem). */
  valid?: boolean;
  /**
   * The same text resolved without a problem in the last build: its shell and blocks are that
   * build's (the blocks read back on first use), and the resolve stage checks what they depended
   * on before keeping them. When that changed, `reopen` validates the page again and gives its
   * parts, to be resolved again.
   */
  resolvedBefore?: ResolvedFacts;
  reopen?: () => { shell: PageShell; blocks: ValidatedBlock[]; parts: Part[] };
  /** What the search lint reads of the page, once read (or as kept with its text). */
  search?: SearchFacts;
  /** What other pages' derived data reads of it, once made (see summaryOf). */
  summary?: PageSummary;
  /** The hash its resolved result is kept by: the same hash, the same shell and blocks. */
  resolvedHash?: string;
  /** With resolvedBefore: its blocks as resolved then, read back each time (what its compiled page reads them with). */
  readBlocks?: () => ValidatedBlock[];
}

/** A page document that passed every schema: what the build keeps of it between compiles. */
interface CheckedPage {
  shell: PageShell;
  blocks: ValidatedBlock[];
}

export interface ValidatedSite {
  settings?: SiteSettings;
  settingsSource?: YamlSource;
  /** The settings as written, for checks that need one value of settings with errors elsewhere. */
  rawSettings?: Record<string, unknown>;
  collections: Map<string, Collection>;
  pages: ValidatedPage[];
  /** Every part of every document, valid or not, for the resolve stage. */
  parts: Part[];
  notFound?: ValidatedPage;
}

/**
 * A part of a document for the resolve stage: a validated value, or (when it has errors) the
 * value as written with the paths that had them, so its other fields are still checked.
 */
export interface Part {
  source: YamlSource;
  schema: z.ZodType;
  value: unknown;
  prefix: DocPath;
  where: (path: DocPath) => string;
  /** Paths (inside the part) that already have an error: not checked again. */
  skip: DocPath[];
  /** The route the part is on, for in-page anchors; the template parameter, for placeholders. */
  route?: string;
  param?: string;
}

/** Validates a value against a schema, reporting every finding at its place, and records the part. */
export function check<S extends z.ZodType>(
  problems: Problems,
  parts: Part[],
  part: Omit<Part, 'schema' | 'value' | 'skip'>,
  schema: S,
  value: unknown,
): z.output<S> | undefined {
  const result = parseForEditors(schema, value);
  if (result.success) {
    parts.push({ ...part, schema, value: result.data, skip: [] });
    return result.data as z.output<S>;
  }
  const findings = explainIssues(schema, result.error.issues);
  for (const finding of findings) {
    const path = [...part.prefix, ...finding.path];
    // A missing field is pointed at by the key of the group it belongs in.
    const missing = finding.message.code === 'missing-field' && path.length > 0;
    problems.at(part.source, missing ? path.slice(0, -1) : path, finding.message, { atKey: finding.atKey || missing, where: part.where(path) });
  }
  parts.push({ ...part, schema, value: structuredClone(value), skip: findings.map((finding) => finding.path) });
  return undefined;
}

/** The site's pages and its 404 page. */
export const everyPage = (site: ValidatedSite): ValidatedPage[] => [...site.pages, ...(site.notFound ? [site.notFound] : [])];

const everyBlockValid = (blocks: (ValidatedBlock | undefined)[]): blocks is ValidatedBlock[] => blocks.every(Boolean);

/**
 * The validate stage: settings, each shared item, each page's own fields and each block are
 * checked on their own, so one mistake drops only the part it is in.
 */
export function validateSite(files: SiteFiles, blocks: readonly BlockDefinition[], problems: Problems): ValidatedSite {
  const site: ValidatedSite = { collections: new Map(), pages: [], parts: [] };
  if (files.settings?.value !== undefined) {
    site.settingsSource = files.settings.source;
    site.rawSettings = isRecord(files.settings.value) ? files.settings.value : undefined;
    site.settings = check(problems, site.parts, { source: files.settings.source, prefix: [], where: formatWhere }, siteSchema, files.settings.value);
  }
  for (const file of files.data) validateData(file, site, problems);
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const types = blocks.map((block) => block.type).sort();
  // A page whose YAML could not be read, or that is empty, still exists: links to it are fine.
  const validatePage = (file: PageFile): ValidatedPage => {
    const typeAt = (index: number) => {
      const type = file.outline.blockTypes?.[index];
      return type && byType.has(type) ? type : undefined;
    };
    const where = (path: DocPath) => formatWhere(path, typeAt);
    const on = { source: file.source, where, route: file.route, param: file.param };
    const kept = file.resolved;
    if (kept) {
      const facts = kept.facts as ResolvedFacts;
      // Validated again only when what it depended on changed: the same text validates the same way.
      const reopen = () => {
        const parts: Part[] = [];
        // The same text validated without a problem before (or it would not have been kept).
        const { checked } = validate(parts);
        return { ...checked!, parts };
      };
      // Its blocks are read back when asked for, each time (the compiled page holds them while in use).
      let blocks: ValidatedBlock[] | undefined;
      return {
        file,
        shell: facts.shell,
        get blocks() {
          return blocks ?? (kept.blocks() as ValidatedBlock[]);
        },
        set blocks(value) {
          blocks = value;
        },
        where,
        valid: true,
        resolvedBefore: facts,
        reopen,
        search: facts.search,
        resolvedHash: kept.hash,
        readBlocks: kept.blocks as () => ValidatedBlock[],
      };
    }
    if (file.value === undefined) return { file, blocks: [], where };
    if (file.value === null) {
      problems.at(file.source, [], messages.emptyPage());
      return { file, blocks: [], where };
    }
    /** The page's shell and each block checked against their schemas, each a part in `parts`. */
    function validate(parts: Part[]) {
      const raw = isRecord(file.value) ? file.value : {};
      const rawBlocks = Array.isArray(raw.blocks) ? raw.blocks : [];
      const problemsBefore = problems.size;
      const shell = check(problems, parts, { ...on, prefix: [] }, pageShellSchema, { ...raw, blocks: rawBlocks.length ? rawBlocks : raw.blocks });
      const blocks = rawBlocks.map((rawBlock, index): ValidatedBlock | undefined => {
        const at: DocPath = ['blocks', index];
        const type = (rawBlock as { type?: unknown } | null)?.type;
        if (!isRecord(rawBlock)) problems.at(file.source, at, messages.blockNotObject(types), { where: where(at) });
        else if (typeof type !== 'string') problems.at(file.source, at, messages.blockNoType(types), { where: where(at) });
        else if (!byType.has(type))
          problems.at(file.source, [...at, 'type'], messages.unknownBlock(type, didYouMean(type, types), types), { where: where(at) });
        else return check(problems, parts, { ...on, prefix: at }, byType.get(type)!.schema, rawBlock) as ValidatedBlock | undefined;
        return undefined;
      });
      const checked: CheckedPage | undefined = shell && problems.size === problemsBefore && everyBlockValid(blocks) ? { shell, blocks } : undefined;
      return { shell, blocks, checked };
    }
    const known = file.checked?.() as CheckedPage | undefined;
    if (known) {
      // The same text validated without a problem last time: its parts are what they were then.
      site.parts.push(
        { ...on, prefix: [], schema: pageShellSchema, value: known.shell, skip: [] },
        ...known.blocks.map((block, index) => ({ ...on, prefix: ['blocks', index], schema: byType.get(block.type)!.schema, value: block, skip: [] })),
      );
      return { file, shell: known.shell, blocks: known.blocks, where, valid: true };
    }
    const { shell, blocks, checked } = validate(site.parts);
    if (checked) file.keepChecked?.(checked);
    return { file, shell, blocks, where, valid: checked !== undefined };
  };
  site.pages = files.pages.map(validatePage);
  if (files.notFound) site.notFound = validatePage(files.notFound);
  return site;
}

/** The collection a shared data file (pages/_data/<collection>[.part].yaml, by its name inside pages/) is part of. */
export const collectionOf = (name: string) => /^_data\/([^./]+)/.exec(name)?.[1];

/** One file of a shared collection: every item on its own, ids unique across the collection's files (the others' items already in `site`). */
export function validateData(file: ParsedFile, site: ValidatedSite, problems: Problems) {
  const all = site.collections;
  const name = collectionOf(file.name)!;
  if (!(name in collections)) {
    problems.at(file.source, [], messages.unknownCollection(name, didYouMean(name, Object.keys(collections)), Object.keys(collections)));
    return;
  }
  const collection: Collection = all.get(name) ?? { items: new Map(), broken: new Set(), files: [], incomplete: false };
  all.set(name, collection);
  collection.files.push(file.source.file);
  if (file.value === undefined) collection.incomplete = true;
  if (file.value === undefined || file.value === null) return;
  if (!isRecord(file.value)) {
    problems.at(file.source, [], messages.wrongType('ids, each with its item ("jane-builder:" and indented fields below)', 'a list', ''));
    return;
  }
  for (const [id, item] of Object.entries(file.value)) {
    if (!SLUG.test(id)) {
      problems.at(file.source, [id], messages.badId(id), { atKey: true });
      // References to the id it was meant to be are covered by this one report.
      collection.broken.add(id).add(slugify(id));
      continue;
    }
    const owner = collection.items.get(id);
    if (owner) {
      problems.at(file.source, [id], messages.duplicateId(id, owner.file), { atKey: true });
      continue;
    }
    const value = check(problems, site.parts, { source: file.source, prefix: [id], where: formatWhere }, collections[name as CollectionName], item);
    if (value) collection.items.set(id, { value, file: file.source.file });
    else collection.broken.add(id);
  }
}
