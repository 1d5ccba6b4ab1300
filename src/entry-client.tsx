import './styles.css';

/**
 * The page is complete as prerendered HTML, so the first paint must not wait for the app: the
 * app's code is fetched and run only once the browser reports the first contentful paint.
 * Otherwise it may run between parsing and painting, and the largest paint would wait for the
 * download and evaluation of about 100 KB of JavaScript on a slow phone. Browsers without paint
 * timing wait two frames instead (the second frame's callback runs after the first was shown).
 * With nothing prerendered to paint (the dev server's empty page), the app starts at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!document.getElementById('root')?.firstElementChild) {
      resolve();
      return;
    }
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The built page inserts this module from an inline script in <head> (the strict
 * Content-Security-Policy trusts that script by its hash), so it can run before the parser has
 * reached the prerendered markup and the page data: wait for the whole document first.
 */
function afterParsing(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

void afterParsing()
  .then(afterFirstPaint)
  .then(() => import('./app/start.tsx'))
  .then(({ start }) => start());
