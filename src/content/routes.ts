/** Route paths from page file names: pages/services/index.yaml → /services, [param].yaml → a template. */
import type { Message } from './messages.ts';
import { SLUG } from '../shared/slug.ts';

const PARAM = /^\[([a-zA-Z][a-zA-Z0-9]*)\]$/;

export type RouteFromFile = { ok: true; route: string; param?: string } | { ok: false; message: Message };

/** relativePath is inside pages/, with forward slashes, e.g. "services/seo-aeo.yaml". */
export function routeFromFile(relativePath: string): RouteFromFile {
  const withoutExt = relativePath.replace(/\.ya?ml$/, '');
  const segments = withoutExt.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  let param: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const paramMatch = PARAM.exec(segment);
    if (paramMatch) {
      if (index !== segments.length - 1) {
        return {
          ok: false,
          message: { code: 'bad-file-name', what: `Only the last part of a path can be a [parameter]; "${segment}" is a folder.`, todo: 'Rename the folder.' },
        };
      }
      param = paramMatch[1];
      continue;
    }
    if (!SLUG.test(segment)) {
      return {
        ok: false,
        message: {
          code: 'bad-file-name',
          what: `"${segment || '(empty)'}" cannot be part of a URL.`,
          todo: 'Name page files with lowercase letters, digits and single hyphens, for example "fort-worth.yaml".',
        },
      };
    }
  }
  return { ok: true, route: '/' + segments.join('/'), param };
}
