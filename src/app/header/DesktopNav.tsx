import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteOrExternalLink } from '../../ui/SiteOrExternalLink.tsx';
import { Dropdown, type DropdownHandlers } from './Dropdown.tsx';
import { currentAttr, inSection } from './nav-model.ts';
import { useSettings } from '../../ui/site-settings.ts';
import { topItemClass } from './top-item.ts';
import { useHoverIntent } from './use-hover-intent.ts';
import { usePathState } from './use-path-state.ts';

/** Moves focus within a list of elements: by a step (wrapping), or to an end. */
function moveFocus(items: HTMLElement[], from: Element | null, key: string) {
  const index = items.indexOf(from as HTMLElement);
  const next =
    key === 'Home' ? 0 : key === 'End' ? items.length - 1 : (index + (key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The desktop bar: dropdowns open on hover (with the delays of use-hover-intent.ts) or on click, and are fully
 * keyboard operable: Enter, Space or ArrowDown open a menu and focus its first entry, arrows
 * move, Escape closes and returns to the trigger, Tab out closes; Left and Right move along
 * the bar.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = usePathState<string | null>(null);
  const { show, hide, enter, leave } = useHoverIntent(open, setOpen);
  const bar = useRef<HTMLUListElement>(null);
  const { navigation } = useSettings();
  // Set by a key that opens a menu; the effect below focuses that entry once the panel shows.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // A menu the pointer opened is kept open by a click on its trigger rather than toggled shut.
  const openedByHover = useRef(false);

  const panelLinks = (id: string) => [...(bar.current?.querySelectorAll<HTMLElement>(`[data-panel="${id}"] a`) ?? [])];
  const trigger = (id: string) => bar.current?.querySelector<HTMLElement>(`[data-trigger="${id}"]`);
  const focusEdge = (id: string, edge: 'first' | 'last') => {
    const links = panelLinks(id);
    (edge === 'first' ? links[0] : links.at(-1))?.focus();
  };

  // Effect events: they read the latest render's helpers without making them reasons to re-run.
  const focusRequestedEdge = useEffectEvent((id: string | null) => {
    const edge = focusOnOpen.current;
    focusOnOpen.current = null;
    if (id && edge) focusEdge(id, edge);
  });
  const hideUnlessInside = useEffectEvent((event: globalThis.PointerEvent) => {
    if (!bar.current?.contains(event.target as Node)) hide();
  });

  useEffect(() => {
    focusRequestedEdge(open);
  }, [open]);

  // A click anywhere else closes the open menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => hideUnlessInside(event);
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWithFocus = (id: string, edge: 'first' | 'last') => {
    openedByHover.current = false;
    if (open === id) return focusEdge(id, edge);
    focusOnOpen.current = edge;
    show(id);
  };

  const handlers: DropdownHandlers = {
    onEnter(id) {
      if (open !== id) openedByHover.current = true;
      enter(id);
    },
    onLeave: leave,
    onToggle(id, keyboard) {
      if (keyboard) return open === id ? hide() : openWithFocus(id, 'first');
      if (open === id && !openedByHover.current) return hide();
      openedByHover.current = false;
      show(id);
    },
    onTriggerKey(event, id) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openWithFocus(id, event.key === 'ArrowDown' ? 'first' : 'last');
      } else if (event.key === 'Escape' && open === id) {
        hide();
      }
    },
    onPanelKey(event, id) {
      if (event.key === 'Escape') {
        event.preventDefault();
        hide();
        trigger(id)?.focus();
      } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
        event.preventDefault();
        moveFocus(panelLinks(id), document.activeElement, event.key);
      }
    },
    onFocusOut(id) {
      if (open === id) hide();
    },
  };

  const onBarKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || !target.matches('[data-top]')) return;
    event.preventDefault();
    moveFocus([...(bar.current?.querySelectorAll<HTMLElement>('[data-top]') ?? [])], target, event.key);
  };

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul ref={bar} onKeyDown={onBarKey} className="flex items-center gap-1">
        {navigation.map((section) =>
          section.items.length > 0 ? (
            <Dropdown key={section.path} section={section} pathname={pathname} open={open === section.path} handlers={handlers} />
          ) : (
            <li key={section.path}>
              <SiteOrExternalLink
                href={section.path}
                data-top=""
                data-active={inSection(pathname, section) || undefined}
                {...currentAttr(pathname, section.path)}
                className={topItemClass(inSection(pathname, section))}
              >
                {section.name}
              </SiteOrExternalLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
