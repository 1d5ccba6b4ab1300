/**
 * The Google tag (gtag.js). Nothing here runs during the prerender: the layout calls it from
 * effects. The script is created from code, which is what lets it load under the strict
 * Content-Security-Policy ('strict-dynamic' trusts scripts that trusted code inserts, never a
 * tag in the HTML), and only once the page is loaded and idle, so it never competes with the
 * page itself.
 * Page views are sent by hand (send_page_view: false) because client-side navigation does
 * not reload the page: one on the first load and one per route change.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const tagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

let lastPath: string | undefined;

/** Sets up the command queue at once (page views can be queued) and loads the tag later. */
export function startAnalytics(id: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the queue, not arrays: keep the classic form.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- a rest array is not what gtag.js reads
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  whenIdleAfterLoad(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = tagScriptUrl(id);
    document.head.appendChild(script);
  });
}

/**
 * Reports one page view for a path with its query. The same path twice in a row is one view
 * (React's development double effects), while /a → /b → /a is three.
 */
export function trackPageView(pathWithQuery: string) {
  if (!window.gtag || pathWithQuery === lastPath) return;
  lastPath = pathWithQuery;
  window.gtag('event', 'page_view', {
    page_path: pathWithQuery,
    page_location: window.location.origin + pathWithQuery,
  });
}

function whenIdleAfterLoad(run: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
