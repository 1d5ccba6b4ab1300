import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { LeftOutShellParts } from './app/ShellPart.tsx';
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

/** The tags for <head> of one page. Data is already resolved. */
export const renderHead = (pathname: string, page: PageData): string => renderHeadTags(pageHead(settings, page, pathname));
