import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { blocks } from '../../blocks/index.ts';
import { compileContent } from '../content/compile.ts';
import { VARIANTS_URL } from '../content/responsive-images.ts';
import { encodeVariant, variantCache } from './image-variants.ts';
import { siteIcons } from './site-icons.ts';
import { formatReport } from '../content/report.ts';
import type { CompiledSite, ContentProblem } from '../content/types.ts';
import { dataFileFor } from '../lib/data-path.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatReport(problems));
    this.name = 'ContentError';
  }
}

/**
 * Exposes the compiled content to the app as `virtual:content` (settings and the route list:
 * small, and the same on every page). Page data is not in any bundle: each route's JSON is
 * fetched with that route only (written by the prerender, or served here in dev).
 * In dev, YAML edits recompile; a bad edit shows the located report in Vite's overlay.
 */
export function contentPlugin(options: { root: string; pagesDir?: string; site?: CompiledSite }): Plugin {
  let site = options.site;
  let problems: ContentProblem[] = [];
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');

  const compile = () => {
    const result = compileContent({ root: options.root, pagesDir });
    problems = result.problems;
    if (result.site) site = result.site;
    return result;
  };

  const requireSite = () => {
    if (!site) {
      if (!compile().site) throw new ContentError(problems);
    }
    return site!;
  };

  return {
    name: 'groundwork:content',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const current = requireSite();
      return [
        `export const settings = ${JSON.stringify(current.settings)};`,
        `export const routes = ${JSON.stringify(current.pages.map((page) => page.data.route))};`,
        `export const templates = ${JSON.stringify(current.templates.map((page) => page.data.route))};`,
        `export const interactiveBlocks = ${JSON.stringify(blocks.filter((block) => block.interactive).map((block) => block.type))};`,
      ].join('\n');
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(pagesDir);
      const onChange = (file: string) => {
        if (!file.startsWith(pagesDir) || !/\.ya?ml$/.test(file)) return;
        const result = compile();
        if (!result.site) {
          server.config.logger.error(formatReport(result.problems));
          server.ws.send({ type: 'error', err: { message: formatReport(result.problems), stack: '', plugin: 'groundwork:content', id: file } });
          return;
        }
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'custom', event: 'content:update', data: {} });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      // Page data in dev, from memory: the same JSON the prerender writes to dist/_data.
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith('/_data/')) return next();
        if (!site) compile();
        const page = site && [...site.pages, ...site.templates, site.notFound].find((candidate) => dataFileFor(candidate.data.route) === url);
        if (!page) {
          response.statusCode = site ? 404 : 500;
          response.end(site ? 'Not found' : formatReport(problems));
          return;
        }
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify(page.data));
      });

      // The icons and manifest in dev, made from the logo as the build makes them.
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        if (!/^(favicon\.ico|apple-touch-icon\.png|icon-\d+\.png|site\.webmanifest)$/.test(name) || !site) return next();
        siteIcons(site.settings, path.join(options.root, 'public')).then(
          (icons) => {
            if (!(name in icons)) return next();
            response.setHeader('Content-Type', name.endsWith('.webmanifest') ? 'application/manifest+json' : name.endsWith('.ico') ? 'image/x-icon' : 'image/png');
            response.end(icons[name]);
          },
          (error: unknown) => next(error),
        );
      });

      // Resized copies of raster images in dev, encoded on first request (the build writes them).
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(VARIANTS_URL)) return next();
        const variant = site?.imageVariants.find((candidate) => candidate.url === url);
        if (!variant) return next();
        encodeVariant(variant, variantCache(options.root)).then(
          (file) => {
            response.setHeader('Content-Type', `image/${variant.format}`);
            response.end(readFileSync(file));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

