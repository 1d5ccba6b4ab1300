import { AnimatePresence, m, type TargetAndTransition, type Transition } from 'framer-motion';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { slugify } from '../../lib/slug.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { BookingLink } from '../../ui/SmartLink.tsx';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion.ts';
import { NavEntryLink } from './NavEntryLink.tsx';
import { inSection, navigation, sectionEntries } from './nav-model.ts';
import { usePathState } from './use-path-state.ts';

const spring: Transition = { type: 'spring', stiffness: 420, damping: 34, mass: 0.8 };
const rowClass = (active: boolean) =>
  `flex min-h-11 w-full items-center justify-between rounded-lg px-3 py-2.5 text-left font-semibold ${
    active ? 'bg-sand-100 text-brand-700' : 'text-navy-900'
  }`;

/**
 * The phone menu: a sheet under the header that springs open, with one section expanded at a
 * time. Everything closes on a link click and on any path change (usePathState), and Escape
 * closes it and returns focus to the menu button.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  // null: closed; otherwise open, with the path of the expanded section (or none).
  const [menu, setMenu] = usePathState<{ section: string | null } | null>(null);
  const reduced = usePrefersReducedMotion();
  // With reduced motion the sheet and the submenus appear and vanish at once.
  const reveal = (hidden: TargetAndTransition, shown: TargetAndTransition) =>
    reduced ? { initial: false as const, animate: shown } : { initial: hidden, animate: shown, exit: hidden, transition: spring };
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
              {navigation.map((section) => {
                const active = inSection(pathname, section);
                if (section.items.length === 0) {
                  return (
                    <li key={section.path}>
                      <NavEntryLink entry={{ title: section.name, href: section.path }} pathname={pathname} onNavigate={close} />
                    </li>
                  );
                }
                const expanded = menu.section === section.path;
                const listId = `${menuId}-${slugify(section.name)}`;
                return (
                  <li key={section.path}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={expanded ? listId : undefined}
                      data-active={active || undefined}
                      onClick={() => setMenu({ section: expanded ? null : section.path })}
                      className={rowClass(active)}
                    >
                      {section.name}
                      <ChevronDown aria-hidden="true" size={20} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
                    </button>
                    <AnimatePresence initial={false}>
                      {expanded && (
                        <m.ul
                          key="items"
                          id={listId}
                          aria-label={section.name}
                          {...reveal({ height: 0, opacity: 0 }, { height: 'auto', opacity: 1 })}
                          className="overflow-hidden pl-3"
                        >
                          {sectionEntries(section).map((entry) => (
                            <li key={entry.href}>
                              <NavEntryLink entry={entry} pathname={pathname} onNavigate={close} />
                            </li>
                          ))}
                        </m.ul>
                      )}
                    </AnimatePresence>
                  </li>
                );
              })}
            </ul>
            <BookingLink className={`${buttonClass()} mt-6 w-full`} />
          </m.div>
        )}
      </AnimatePresence>
    </nav>
  );
}
