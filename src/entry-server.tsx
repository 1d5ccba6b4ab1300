import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { shellSignature } from './app/header/nav-model.ts';
import { LeftOutShellParts, shellPlaceholder } from './app/ShellPart.tsx';
import { shellCache } from './build/shell-cache.ts';
import { registerBlocks } from './app/block-components.ts';
import type { PageData } from '../blocks/page.ts';
import { pageHead } from './seo/page-head.ts';
import { renderHeadTags } from './seo/meta-tags.ts';
import { settings } from 'virtual:content';

registerBlocks(import.meta.glob('/blocks/*/[A-Z]*.tsx', { eager: true }) as never);

/** The app's markup for one page, with the named frame parts left out as placeholders. */
export function renderApp(pathname: string, page: PageData, leftOut: ReadonlySet<string> = new Set()): string {
  return renderToString(
    <StrictMode>
      <LeftOutShellParts value={leftOut}>
        <StaticRouter location={pathname}>
          <App initial={{ pathname, page }} />
        </StaticRouter>
      </LeftOutShellParts>
    </StrictMode>,
  );
}

/** The frame parts Layout names, made once per kind of page for the whole build (one per worker). */
export const newShellCache = () => shellCache(['header', 'footer'], shellPlaceholder, shellSignature);
const shell = newShellCache();

/** Prerenders one page: the app markup and the tags for <head>. Data is already resolved. */
export function render(pathname: string, page: PageData): { html: string; head: string } {
  const html = shell.render(pathname, (leftOut) => renderApp(pathname, page, leftOut));
  return { html, head: renderHeadTags(pageHead(settings, page, pathname)) };
}
