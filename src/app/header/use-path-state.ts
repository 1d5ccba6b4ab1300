import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State that falls back to `initial` whenever the path changes, so open menus close on every
 * navigation (a menu link, the back button, a link elsewhere on the page). Derived during
 * render rather than reset in an effect: no extra render, no flash of the open menu.
 * A stale setter (a timer started before the navigation) writes to the old path and is ignored.
 */
export function usePathState<T>(initial: T): [T, (next: T) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState({ pathname, value: initial });
  const set = useCallback((value: T) => setState({ pathname, value }), [pathname]);
  return [state.pathname === pathname ? state.value : initial, set];
}
