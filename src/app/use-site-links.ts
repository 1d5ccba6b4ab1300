import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { knownRoute, NOT_FOUND_ROUTE } from '../ui/route-table.ts';

/**
 * Client-side navigation for every site link: links are plain anchors (cheap to prerender,
 * and they work before JavaScript arrives), and this one listener turns a click on a link to
 * a page of the app into a router navigation. Off-site links, downloads, new-tab clicks and
 * files such as /llms.txt are left to the browser.
 */
export function useSiteLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target || anchor.hasAttribute('download')) return;
      // Until the route table has loaded (it loads as the page starts), a link loads its page whole.
      const match = knownRoute(href.split(/[?#]/)[0]!);
      if (!match || match.route === NOT_FOUND_ROUTE) return;
      event.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
