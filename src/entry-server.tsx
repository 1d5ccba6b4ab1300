import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { registerBlocks } from './app/block-components.ts';
import type { PageData } from '../blocks/page.ts';
import { pageHead } from './seo/page-head.ts';
import { renderHeadTags } from './seo/meta-tags.ts';
import { settings } from 'virtual:content';

registerBlocks(import.meta.glob('/blocks/*/[A-Z]*.tsx', { eager: true }) as never);

/** Prerenders one page: the app markup and the tags for <head>. Data is already resolved. */
export function render(pathname: string, page: PageData): { html: string; head: string } {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App initial={{ pathname, page }} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: renderHeadTags(pageHead(settings, page, pathname)) };
}
