import { useEffect, useRef } from 'react';

// A dropdown opens after the pointer rests 200 ms on its trigger and closes
// 150 ms after it leaves; moving to another trigger while one is open, or within 300 ms of
// one closing, opens the next at once (the visitor is already browsing the menus).
export const OPEN_DELAY = 200;
export const SKIP_DELAY = 300;
export const CLOSE_DELAY = 150;

/**
 * Hover timing for the desktop dropdowns. `open` is the id of the open menu (or null) and
 * `setOpen` changes it; the returned handlers are for the pointer, `show`/`hide` for clicks
 * and keys, which act at once.
 */
export function useHoverIntent(open: string | null, setOpen: (id: string | null) => void) {
  const timer = useRef<number | undefined>(undefined);
  const skipTimer = useRef<number | undefined>(undefined);
  const skipping = useRef(false);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(skipTimer.current);
    },
    [],
  );

  const show = (id: string) => {
    window.clearTimeout(timer.current);
    setOpen(id);
  };

  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(null);
    skipping.current = true;
    window.clearTimeout(skipTimer.current);
    skipTimer.current = window.setTimeout(() => (skipping.current = false), SKIP_DELAY);
  };

  const enter = (id: string) => {
    window.clearTimeout(timer.current);
    if (open === id) return;
    if (open !== null || skipping.current) show(id);
    else timer.current = window.setTimeout(() => show(id), OPEN_DELAY);
  };

  const leave = () => {
    window.clearTimeout(timer.current);
    if (open !== null) timer.current = window.setTimeout(hide, CLOSE_DELAY);
  };

  return { show, hide, enter, leave };
}
