import { expect, it } from 'vitest';
import { pageOutputs } from '../../src/build/prerender.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { pageShellCache } from '../../src/build/shell-cache.ts';
import { renderApp } from '../../src/entry-server.tsx';
import { markupText } from './markup-text.ts';

const { site } = compileSiteContent({ root: process.cwd() });

it('renders every page of the site exactly as whole when its header and footer are made once per kind of page', () => {
  const outputs = pageOutputs(site!);
  const shell = pageShellCache();
  for (const pass of ['learning', 'learnt']) {
    for (const { pathname, page } of outputs) {
      const leftOut: string[][] = [];
      const html = shell.render(pathname, (parts) => {
        leftOut.push([...parts].sort());
        return renderApp(pathname, page, parts);
      });
      expect(markupText(html), `${pathname} (${pass})`).toBe(renderApp(pathname, page));
      // Once every kind is learnt, each page renders only its own part.
      if (pass === 'learnt') expect(leftOut, pathname).toEqual([['footer', 'header']]);
    }
  }
});
