import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { blocks, type AnyBlock } from '../../blocks/index.ts';
import { didYouMean } from '../lib/suggest.ts';
import { collectionSchema, collections, type CollectionName } from './collections.ts';
import { imageSize } from './images.ts';
import { imageSources, imageVariants, RESIZABLE, type ImageVariant } from './responsive-images.ts';
import { lintPages } from './lint.ts';
import { explainIssues, formatWhere } from './issues.ts';
import { pageShellSchema } from './page-schema.ts';
import { routeFromFile } from './routes.ts';
import { internalLinks, sanitizeHtml } from './sanitize.ts';
import { visitKinds } from './schema-walk.ts';
import { siteSchema } from './site-schema.ts';
import { matchTemplate } from '../lib/route-match.ts';
import type { BlockData, CompiledPage, CompiledSite, ContentProblem, PageData, SiteSettings } from './types.ts';
import { YamlSource, type DocPath } from './yaml-source.ts';

export interface CompileOptions {
  /** Project root; pages/ and public/ are found under it unless given. */
  root: string;
  pagesDir?: string;
  publicDir?: string;
}

export interface CompileResult {
  site?: CompiledSite;
  problems: ContentProblem[];
}

const blockByType = new Map<string, AnyBlock>(blocks.map((block) => [block.type, block]));
const blockTypes = blocks.map((block) => block.type).sort();

function listFiles(dir: string, filter: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter(filter)
    .sort();
}

interface ParsedPage {
  source: YamlSource;
  route: string;
  param?: string;
  data: PageData;
  paths?: string[];
}

/**
 * The content compiler: reads every YAML document, validates it, resolves references, links,
 * images and rich text, and derives site-wide lists. Every problem in every file is collected;
 * nothing stops at the first one.
 */
export function compileContent(options: CompileOptions): CompileResult {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const publicDir = options.publicDir ?? path.join(options.root, 'public');
  const relativePagesDir = path.relative(options.root, pagesDir).split(path.sep).join('/') || '.';
  const problems: ContentProblem[] = [];

  const report = (source: YamlSource, docPath: DocPath, message: string, extra: { atKey?: boolean; where?: string; severity?: 'warning' } = {}) => {
    const { line, col } = source.locate(docPath, { key: extra.atKey });
    problems.push({ file: source.file, line, col, where: extra.where ?? formatWhere(docPath), message, severity: extra.severity ?? 'error' });
  };

  const validate = <S extends z.ZodType>(source: YamlSource, schema: S, value: unknown, prefix: DocPath, where: (p: DocPath) => string) => {
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) return result.data as z.output<S>;
    for (const finding of explainIssues(schema, result.error.issues)) {
      const docPath = [...prefix, ...finding.path];
      report(source, docPath, finding.message, { atKey: finding.atKey, where: where(docPath) });
    }
    return undefined;
  };

  // 1. Parse every file; a syntax error stops that file only.
  const sources = new Map<string, YamlSource>();
  for (const name of listFiles(pagesDir, (file) => /\.ya?ml$/.test(file))) {
    const source = new YamlSource(`${relativePagesDir}/${name}`, readFileSync(path.join(pagesDir, name), 'utf8'));
    const errors = source.syntaxErrors;
    for (const error of errors) {
      problems.push({
        file: source.file,
        line: error.line,
        col: error.col,
        where: '(YAML syntax)',
        message: `${error.message}. Fix the YAML: indent with spaces, put a space after each "key:", and quote text that contains ": " or starts with a symbol.`,
        severity: 'error',
      });
    }
    if (errors.length === 0) sources.set(name, source);
  }
  const plainWhere = (p: DocPath) => formatWhere(p);

  // 2. Site settings.
  const siteSource = sources.get('_site.yaml');
  let settings: SiteSettings | undefined;
  if (siteSource) settings = validate(siteSource, siteSchema, siteSource.toJS(), [], plainWhere);
  else if (!problems.some((p) => p.file.endsWith('/_site.yaml'))) {
    problems.push({ file: `${relativePagesDir}/_site.yaml`, line: 1, col: 1, where: '(document)', message: 'The site settings file is missing. Create pages/_site.yaml with the business facts (see README, Configuration).', severity: 'error' });
  }

  // 3. Shared collections.
  const collectionItems = new Map<string, Record<string, unknown>>();
  // A collection may be split over several files: _data/testimonials.yaml, _data/testimonials.cities.yaml...
  const collectionParts: { collection: CollectionName; source: YamlSource; items: Record<string, unknown> }[] = [];
  for (const [name, source] of sources) {
    const match = /^_data\/([^./]+)(\.[\w-]+)?\.ya?ml$/.exec(name);
    if (!match) continue;
    const collection = match[1]!;
    if (!(collection in collections)) {
      report(source, [], `Unknown shared collection "${collection}".${didYouMean(collection, Object.keys(collections))} Collections: ${Object.keys(collections).join(', ')}.`);
      continue;
    }
    const items = validate(source, collectionSchema(collection as CollectionName), source.toJS() ?? {}, [], plainWhere);
    if (!items) continue;
    const merged = collectionItems.get(collection) ?? {};
    for (const id of Object.keys(items)) {
      const owner = collectionParts.find((part) => part.collection === collection && id in part.items);
      if (owner) report(source, [id], `The id "${id}" is already used in ${owner.source.file}. Ids must be unique across a collection.`, { atKey: true });
      else merged[id] = items[id];
    }
    collectionItems.set(collection, merged);
    collectionParts.push({ collection: collection as CollectionName, source, items });
  }

  // 4. Pages: the shell, then every block against its own schema.
  const parsed: ParsedPage[] = [];
  const parsePage = (source: YamlSource, route: string, param?: string): ParsedPage | undefined => {
    const raw = source.toJS();
    if (raw === null || raw === undefined) {
      report(source, [], 'This page is empty. Give it a title, a description and a list of blocks (see README, Adding a page).');
      return undefined;
    }
    const shell = validate(source, pageShellSchema, raw, [], plainWhere);
    const rawBlocks = Array.isArray((raw as { blocks?: unknown }).blocks) ? ((raw as { blocks: unknown[] }).blocks) : [];
    const typeAt = (index: number) => {
      const type = (rawBlocks[index] as { type?: unknown } | undefined)?.type;
      return typeof type === 'string' && blockByType.has(type) ? type : undefined;
    };
    const blockWhere = (p: DocPath) => formatWhere(p, typeAt);
    const validBlocks: BlockData[] = [];
    rawBlocks.forEach((rawBlock, index) => {
      const at: DocPath = ['blocks', index];
      const type = (rawBlock as { type?: unknown } | null)?.type;
      if (typeof rawBlock !== 'object' || rawBlock === null || Array.isArray(rawBlock)) {
        report(source, at, `Each block is a group of fields starting with "type:". Block types: ${blockTypes.join(', ')}.`, { where: blockWhere(at) });
      } else if (typeof type !== 'string') {
        report(source, at, `This block has no "type". Add type: with one of: ${blockTypes.join(', ')}.`, { where: blockWhere(at) });
      } else if (!blockByType.has(type)) {
        report(source, [...at, 'type'], `Unknown block type "${type}".${didYouMean(type, blockTypes)} Block types: ${blockTypes.join(', ')}.`, { where: blockWhere(at) });
      } else {
        const block = validate(source, blockByType.get(type)!.schema, rawBlock, at, blockWhere);
        if (block) validBlocks.push(block as BlockData);
      }
    });
    if (!shell || validBlocks.length !== rawBlocks.length) return undefined;
    // One h1 per page, first: blocks are built so that h2 and h3 follow without skipping levels.
    const headingBlocks = validBlocks.flatMap((block, index) => (blockByType.get(block.type)!.pageHeading ? [index] : []));
    const headingTypes = blocks.filter((block) => block.pageHeading).map((block) => block.type).join(', ');
    if (headingBlocks.length === 0) {
      report(source, ['blocks'], `The page has no main heading (h1). Start it with one of: ${headingTypes}.`, { atKey: true });
      return undefined;
    }
    if (headingBlocks[0] !== 0 || headingBlocks.length > 1) {
      const extra = headingBlocks.find((index) => index !== 0)!;
      report(source, ['blocks', extra], `A page has one main heading (h1), in its first block. Move this ${validBlocks[extra]!.type} block to the top, or remove the other one.`, { where: blockWhere(['blocks', extra]) });
      return undefined;
    }
    if (shell.paths && !param) {
      report(source, ['paths'], '"paths" only applies to template pages named [parameter].yaml. Remove it.', { atKey: true });
      return undefined;
    }
    return {
      source,
      route,
      param,
      paths: shell.paths,
      data: {
        route,
        title: shell.title,
        description: shell.description,
        og: { ...shell.og, type: shell.kind === 'article' ? 'article' : 'website' },
        kind: shell.kind,
        noindex: shell.noindex,
        breadcrumbs: [],
        blocks: validBlocks,
      },
    };
  };

  const routeOwners = new Map<string, string>();
  let notFoundPage: ParsedPage | undefined;
  for (const [name, source] of sources) {
    if (name === '_404.yaml') {
      notFoundPage = parsePage(source, '/_404');
      continue;
    }
    if (name.startsWith('_')) {
      if (name !== '_site.yaml' && !name.startsWith('_data/')) {
        report(source, [], 'Names starting with "_" are reserved for _site.yaml, _404.yaml and _data/. Rename the file to publish it as a page.');
      }
      continue;
    }
    const route = routeFromFile(name);
    if (!route.ok) {
      report(source, [], route.message);
      continue;
    }
    const owner = routeOwners.get(route.route);
    if (owner) {
      report(source, [], `The route ${route.route} is already served by ${owner}. Remove one of the two files or rename it.`);
      continue;
    }
    routeOwners.set(route.route, source.file);
    const page = parsePage(source, route.route, route.param);
    if (page) parsed.push(page);
  }
  if (!notFoundPage && !problems.some((p) => p.file.endsWith('/_404.yaml'))) {
    problems.push({ file: `${relativePagesDir}/_404.yaml`, line: 1, col: 1, where: '(document)', message: 'The not-found page is missing. Create pages/_404.yaml: it is shown for unknown addresses.', severity: 'error' });
  }

  // 5. Field kinds: links, rich text, images, references, across settings, collections and pages.
  const staticRoutes = new Set(parsed.filter((page) => !page.param).map((page) => page.route));
  const templateRoutes = parsed.filter((page) => page.param).map((page) => page.route);
  const publicFiles = new Set(listFiles(publicDir, () => true).map((name) => `/${name}`));
  const routeList = [...staticRoutes];

  const checkInternal = (href: string): string | undefined => {
    const target = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    if (target === '' || staticRoutes.has(target) || publicFiles.has(target) || matchTemplate(templateRoutes, target)) return undefined;
    return `No page is served at ${target}.${didYouMean(target, routeList)} Link to an existing page, or add the page file under pages/.`;
  };
  const sizes = new Map<string, ReturnType<typeof imageSize>>();
  const variants = new Map<string, ImageVariant[]>();

  const resolveKinds = (source: YamlSource, schema: z.ZodType, value: unknown, prefix: DocPath, where: (p: DocPath) => string) => {
    visitKinds(schema, value, ({ kind, value: fieldValue, path: fieldPath, replace }) => {
      const docPath = [...prefix, ...fieldPath];
      const at = (message: string, severity?: 'warning') => report(source, docPath, message, { where: where(docPath), severity });
      if (kind.kind === 'link') {
        const href = fieldValue as string;
        if (href.startsWith('/')) {
          const problem = checkInternal(href);
          if (problem) at(problem);
        }
      } else if (kind.kind === 'html') {
        const { html, removed } = sanitizeHtml(fieldValue as string);
        if (removed.length) at(`Removed unsafe markup (${removed.join(', ')}); the rest of the text is kept. Remove it from the source to silence this warning.`, 'warning');
        for (const href of internalLinks(html)) {
          const problem = checkInternal(href);
          if (problem) at(problem);
        }
        replace(html);
      } else if (kind.kind === 'image') {
        const imageValue = fieldValue as { src: string; width: number; height: number };
        if (!publicFiles.has(imageValue.src)) {
          at(`Image ${imageValue.src} was not found. Put the file in public${imageValue.src} or fix the path.`);
          return;
        }
        const file = path.join(publicDir, imageValue.src);
        if (!sizes.has(imageValue.src)) sizes.set(imageValue.src, imageSize(file));
        const size = sizes.get(imageValue.src);
        if (!size) {
          at(`Could not read the width and height of ${imageValue.src}. Use an SVG with width and height (or a viewBox), or a PNG, JPEG or WebP file.`);
          return;
        }
        Object.assign(imageValue, size);
        if (RESIZABLE.test(imageValue.src)) {
          if (!variants.has(imageValue.src)) variants.set(imageValue.src, imageVariants(file, imageValue.src, size.width));
          Object.assign(imageValue, { sources: imageSources(variants.get(imageValue.src)!) });
        }
      } else if (kind.kind === 'ref') {
        const items = collectionItems.get(kind.collection);
        const id = fieldValue as string;
        if (!items) {
          if (!collectionParts.some((part) => part.collection === kind.collection)) at(`"${id}" refers to pages/_data/${kind.collection}.yaml, which does not exist or has errors.`);
          return;
        }
        const item = items[id];
        if (item === undefined) at(`No ${kind.collection} item has the id "${id}".${didYouMean(id, Object.keys(items))} Use an id from pages/_data/${kind.collection}.yaml.`);
        else replace(item);
      }
    });
  };

  if (siteSource && settings) resolveKinds(siteSource, siteSchema, settings, [], plainWhere);
  for (const part of collectionParts) resolveKinds(part.source, collectionSchema(part.collection), part.items, [], plainWhere);
  for (const page of [...parsed, ...(notFoundPage ? [notFoundPage] : [])]) {
    page.data.blocks.forEach((block, index) => {
      const typeAt = (i: number) => page.data.blocks[i]?.type;
      resolveKinds(page.source, blockByType.get(block.type)!.schema, block, ['blocks', index], (p) => formatWhere(p, typeAt));
    });
  }

  if (settings) {
    const targets = [...parsed, ...(notFoundPage ? [notFoundPage] : [])].map((page) => ({
      file: page.source.file,
      route: page.route,
      title: page.data.title,
      description: page.data.description,
      template: Boolean(page.param),
    }));
    for (const finding of lintPages(settings, targets)) {
      const source = [...parsed, notFoundPage].find((page) => page?.source.file === finding.file)!.source;
      report(source, [finding.field], finding.message, { atKey: true });
    }
  }

  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !settings || !notFoundPage) return { problems: sortProblems(problems) };

  // 6. Derived data (blog index, SEO table...) from the now complete site.
  const toCompiled = (page: ParsedPage): CompiledPage => ({
    file: page.source.file,
    data: page.data,
    ...(page.param ? { template: { param: page.param, values: page.paths ?? [] } } : {}),
  });
  const pages = parsed.filter((page) => !page.param).map(toCompiled).sort((a, b) => a.data.route.localeCompare(b.data.route));
  const templates = parsed.filter((page) => page.param).map(toCompiled);
  const notFound = toCompiled(notFoundPage);
  notFound.data.noindex = true;
  const context = { settings, pages, templates };
  for (const page of [...pages, ...templates]) page.data.breadcrumbs = breadcrumbs(page.data, pages, settings);
  for (const page of [...pages, ...templates, notFound]) {
    for (const block of page.data.blocks) {
      const definition = blockByType.get(block.type)!;
      if (definition.derive) Object.assign(block, definition.derive(block as never, context));
    }
  }
  const imageCopies = [...variants.values()].flat();
  return { site: { settings, pages, templates, notFound, publicFiles, imageVariants: imageCopies }, problems: sortProblems(problems) };
}

/** Home › section › page: section names from the navigation where it names them, else page titles. */
function breadcrumbs(page: PageData, pages: readonly CompiledPage[], settings: SiteSettings): PageData['breadcrumbs'] {
  if (page.route === '/') return [];
  const segments = page.route.split('/').filter(Boolean);
  const trail: PageData['breadcrumbs'] = [{ name: 'Home', path: '/' }];
  segments.forEach((_, index) => {
    const path = '/' + segments.slice(0, index + 1).join('/');
    const isLast = index === segments.length - 1;
    const target = isLast ? page : pages.find((candidate) => candidate.data.route === path)?.data;
    if (!target) return;
    const navName = settings.navigation.find((item) => item.path === path)?.name;
    trail.push({ name: navName ?? target.title, path: isLast ? page.route : path });
  });
  return trail;
}

function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
