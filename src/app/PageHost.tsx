import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageData } from '../../blocks/page.ts';
import { applyHeadTags } from '../seo/meta-tags.ts';
import { pageHead } from '../seo/page-head.ts';
import { useScrollReveal } from '../ui/use-scroll-reveal.ts';
import { settings } from '../ui/site-settings.ts';
import { BlockRenderer } from './BlockRenderer.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { loadPage, pagesVersion } from './page-loader.ts';

export interface ShownPage {
  pathname: string;
  page: PageData;
  /** Dev: pagesVersion() when the page's data was asked for (see the reload effect). */
  version?: number;
}

/**
 * Shows the page for the current URL. On navigation the previous page stays on screen until
 * the next one's data and block code have arrived, then the swap happens in one render
 * (no blank flash), the head tags are replaced and the view scrolls to the top.
 */
export function PageHost({ initial, hydrating }: { initial: ShownPage; hydrating: boolean }) {
  const location = useLocation();
  const [shown, setShown] = useState(initial);
  const latest = useRef(location.pathname);

  useEffect(() => {
    latest.current = location.pathname;
    if (location.pathname === shown.pathname) return;
    loadPage(location.pathname)
      .then((page) => {
        if (latest.current === location.pathname) setShown({ pathname: location.pathname, page });
      })
      .catch((error: unknown) => {
        // Data of a deploy that has since changed: a full load gets the current version.
        console.warn(error);
        window.location.assign(location.pathname + location.search);
      });
  }, [location.pathname, location.search, shown.pathname]);

  // Dev only: a YAML edit reloads the current page's data in place (see app/start.tsx). When the
  // data cannot be loaded (the page was deleted), a full load shows what is there now. Of two
  // edits close together, only the last one's data is shown, whichever arrives last.
  const firstVersion = useRef(initial.version);
  useEffect(() => {
    let reloads = 0;
    const reload = () => {
      const pathname = latest.current;
      const reloadNumber = ++reloads;
      loadPage(pathname)
        .then((page) => {
          if (reloadNumber === reloads && latest.current === pathname) setShown({ pathname, page });
        })
        .catch((error: unknown) => {
          console.warn(error);
          window.location.reload();
        });
    };
    window.addEventListener('content:update', reload);
    // An edit that came after the first page's data was asked for and before this listened
    // (while the block code loaded) is shown now.
    if (firstVersion.current !== undefined && firstVersion.current !== pagesVersion()) reload();
    return () => window.removeEventListener('content:update', reload);
  }, []);

  // A new page starts at the top with the focus on its main region; new data for the same page
  // (a content edit in dev) leaves the reader where they are. Only new content runs this: the
  // effect event reads the hash without reacting to it, so a hash change keeps its scroll.
  const placedFor = useRef(initial.pathname);
  const showPage = useEffectEvent((page: ShownPage) => {
    if (page === initial) return;
    applyHeadTags(pageHead(settings, page.page, page.pathname));
    if (page.pathname === placedFor.current) return;
    placedFor.current = page.pathname;
    if (!location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  useEffect(() => {
    showPage(shown);
  }, [shown]);

  useScrollReveal(shown.pathname);

  return (
    <>
      <Breadcrumbs trail={shown.page.breadcrumbs} />
      <BlockRenderer key={shown.pathname} blocks={shown.page.blocks} islands={hydrating && shown === initial} />
    </>
  );
}
