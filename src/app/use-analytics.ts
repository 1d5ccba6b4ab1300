import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { startAnalytics, trackPageView } from './analytics.ts';

/** Loads the tag when the settings name one, and reports every route the visitor sees. */
export function useAnalytics(gtagId: string | undefined) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (gtagId) startAnalytics(gtagId);
  }, [gtagId]);
  useEffect(() => {
    if (gtagId) trackPageView(pathname + search);
  }, [gtagId, pathname, search]);
}
