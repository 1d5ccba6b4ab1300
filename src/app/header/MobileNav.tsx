import { Menu, X } from '../../ui/icons.ts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePathState } from './use-path-state.ts';

const loadSheet = () => import('./MobileSheet.tsx');
const MobileSheet = lazy(loadSheet);

/**
 * The phone menu: a sheet under the header that springs open, with one section expanded at a
 * time (opening one closes the other; the open one's button closes it). Everything closes on a
 * link click and on any path change (usePathState); Escape closes it and returns focus to the
 * menu button. The sheet's code is fetched as soon as the button is touched or focused.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  const [menu, setMenu] = usePathState<{ section: string | null } | null>(null);
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenu(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menu, setMenu]);

  const prepare = () => void loadSheet();
  return (
    <nav aria-label="Main menu" className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={menu !== null}
        aria-controls={menu ? menuId : undefined}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={() => {
          setUsed(true);
          setMenu(menu ? null : { section: null });
        }}
        className="inline-flex size-12 items-center justify-center rounded-lg text-navy-900 hover:bg-sand-50"
      >
        {menu ? <X size={28} /> : <Menu size={28} />}
        <span className="sr-only">{menu ? 'Close menu' : 'Open menu'}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSheet
            id={menuId}
            pathname={pathname}
            menu={menu}
            onToggleSection={(path) => setMenu({ section: menu?.section === path ? null : path })}
            onNavigate={() => setMenu(null)}
          />
        </Suspense>
      )}
    </nav>
  );
}
