import type { BlockDefinition } from '../../../blocks/define.ts';
import type { Block } from '../../../blocks/index.ts';
import type { CompiledPage, PageData } from '../../../blocks/page.ts';
import type { CompiledSite } from '../types.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import type { ValidatedPage } from './validate.ts';

/** A page with no errors, as the site gets it. */
export function compiledPage(page: ValidatedPage): CompiledPage {
  const shell = page.shell!;
  return {
    file: page.file.source.file,
    data: {
      route: page.file.route,
      title: shell.title,
      description: shell.description,
      og: { ...shell.og, type: shell.kind === 'article' ? 'article' : 'website' },
      kind: shell.kind,
      noindex: shell.noindex,
      breadcrumbs: [],
      // Every block passed its registry schema (a page with an error never gets here); derived
      // data is added in place below, which makes each block what its type says.
      blocks: page.blocks as Block[],
      structuredData: [],
    },
    ...(page.file.param ? { template: { param: page.file.param, values: shell.paths ?? [] } } : {}),
  };
}

/**
 * The derive stage, once the whole site is valid: breadcrumbs, what blocks read from the whole
 * site (the blog index from the articles, the SEO table from every page), and what blocks tell
 * search engines.
 */
export function deriveSite(
  settings: SiteSettings,
  pages: readonly ValidatedPage[],
  notFoundPage: ValidatedPage,
  blocks: readonly BlockDefinition[],
): Pick<CompiledSite, 'settings' | 'pages' | 'templates' | 'notFound'> {
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const compiled = pages.map(compiledPage);
  const staticPages = compiled.filter((page) => !page.template).sort((a, b) => a.data.route.localeCompare(b.data.route));
  const templates = compiled.filter((page) => page.template);
  const notFound = compiledPage(notFoundPage);
  notFound.data.noindex = true;
  const context = { settings, pages: staticPages, templates };
  for (const page of [...staticPages, ...templates]) page.data.breadcrumbs = breadcrumbs(page.data, staticPages, settings);
  const all = [...staticPages, ...templates, notFound];
  for (const page of all) {
    for (const block of page.data.blocks) {
      const derive = byType.get(block.type)?.derive;
      if (derive) Object.assign(block, derive(block, context));
    }
  }
  // After every derive, so a block's structured data can use what was derived for it.
  for (const { data } of all) {
    data.structuredData = data.blocks.flatMap((block) => byType.get(block.type)?.structuredData?.(block, { page: data, settings }) ?? []);
  }
  return { settings, pages: staticPages, templates, notFound };
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
