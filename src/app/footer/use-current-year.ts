import { useSyncExternalStore } from 'react';

const never = () => () => {};
const browserYear = () => new Date().getFullYear();
// The prerender knows the year it runs in; the browser cannot know that build year, so its
// stand-in (0) is never a real year and always differs from browserYear(). Hydration keeps
// the HTML's year (the element suppresses the text mismatch), then React re-renders with the
// visitor's year because the two snapshots differ: correct across a new year, no warning.
const buildYear = () => (import.meta.env.SSR ? new Date().getFullYear() : 0);

/** The current year: the build's in the prerendered HTML, the visitor's after hydration. */
export const useCurrentYear = () => useSyncExternalStore(never, browserYear, buildYear);
