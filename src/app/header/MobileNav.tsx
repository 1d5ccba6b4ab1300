import { AnimatePresence, m } from 'framer-motion';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../ui/Button.tsx';
import { BookingLink } from '../../ui/SmartLink.tsx';
import { MobileSection } from './MobileSection.tsx';
import { NavEntryLink } from './NavEntryLink.tsx';
import { inSection, navigation } from './nav-model.ts';
import { usePathState } from './use-path-state.ts';
import { useSpringReveal } from './use-spring-reveal.ts';

/**
 * The phone menu: a sheet under the header that springs open, with one section expanded at a
 * time (opening one closes the other; the open one's button closes it). Everything closes on a
 * link click and on any path change (usePathState); Escape closes it and returns focus to the
 * menu button.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  // null: closed; otherwise open, with the path of the expanded section (or none).
  const [menu, setMenu] = usePathState<{ section: string | null } | null>(null);
  const reveal = useSpringReveal();
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => setMenu(null);

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

  return (
    <nav aria-label="Main" className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={menu !== null}
        aria-controls={menu ? menuId : undefined}
        onClick={() => setMenu(menu ? null : { section: null })}
        className="inline-flex size-12 items-center justify-center rounded-lg text-navy-900 hover:bg-sand-50"
      >
        {menu ? <X aria-hidden="true" size={28} /> : <Menu aria-hidden="true" size={28} />}
        <span className="sr-only">{menu ? 'Close menu' : 'Open menu'}</span>
      </button>
      <AnimatePresence>
        {menu && (
          <m.div
            key="menu"
            id={menuId}
            {...reveal({ opacity: 0, y: -16 }, { opacity: 1, y: 0 })}
            className="fixed inset-x-0 bottom-0 top-[110px] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 shadow-xl"
          >
            <ul className="flex flex-col gap-1">
              {navigation.map((section) =>
                section.items.length > 0 ? (
                  <MobileSection
                    key={section.path}
                    section={section}
                    pathname={pathname}
                    expanded={menu.section === section.path}
                    onToggle={() => setMenu({ section: menu.section === section.path ? null : section.path })}
                    onNavigate={close}
                  />
                ) : (
                  <li key={section.path}>
                    <NavEntryLink
                      entry={{ title: section.name, href: section.path }}
                      pathname={pathname}
                      section={inSection(pathname, section)}
                      onNavigate={close}
                    />
                  </li>
                ),
              )}
            </ul>
            <BookingLink className={`${buttonClass()} mt-6 w-full`} />
          </m.div>
        )}
      </AnimatePresence>
    </nav>
  );
}
