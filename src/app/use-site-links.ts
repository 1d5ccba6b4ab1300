import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchRoute, NOT_FOUND_ROUTE } from './page-loader.ts';

/**
 * Client-side navigation for plain site links inside the page: rich text, and blocks served as
 * static HTML (see BlockRenderer). Router links handle their own clicks and are skipped.
 */
export function useSiteLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target || anchor.hasAttribute('download')) return;
    // Files such as /llms.txt are not pages: the browser fetches those itself.
    if (matchRoute(href.split(/[?#]/)[0]!).route === NOT_FOUND_ROUTE) return;
    event.preventDefault();
    navigate(href);
  };
}
