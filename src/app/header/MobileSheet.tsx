import { AnimatePresence, domAnimation, LazyMotion, m } from 'framer-motion';
import { buttonClass } from '../../ui/Button.tsx';
import { BookingLink } from '../../ui/SiteOrExternalLink.tsx';
import { MobileSection } from './MobileSection.tsx';
import { NavEntryLink } from './NavEntryLink.tsx';
import { inSection } from './nav-model.ts';
import { useSettings } from '../../ui/site-settings.ts';
import { useSpringReveal } from './use-spring-reveal.ts';

export interface SheetProps {
  id: string;
  pathname: string;
  /** null: closed; otherwise open, with the path of the expanded section (or none). */
  menu: { section: string | null } | null;
  onToggleSection(path: string): void;
  onNavigate(): void;
}

/**
 * The phone menu's sheet, with its spring. A chunk of its own (with the motion library) that
 * loads when the menu is first used, so pages never pay for it up front.
 */
export default function MobileSheet({ id, pathname, menu, onToggleSection, onNavigate }: SheetProps) {
  const reveal = useSpringReveal();
  const { navigation } = useSettings();
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {menu && (
          <m.div
            key="menu"
            id={id}
            {...reveal({ opacity: 0, y: -16 }, { opacity: 1, y: 0 })}
            className="fixed inset-x-0 bottom-0 top-(--header-height) short:absolute short:bottom-auto short:top-full short:pb-6 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 shadow-xl"
          >
            <ul className="flex flex-col gap-1">
              {navigation.map((section) =>
                section.items.length > 0 ? (
                  <MobileSection
                    key={section.path}
                    section={section}
                    pathname={pathname}
                    expanded={menu.section === section.path}
                    onToggle={() => onToggleSection(section.path)}
                    onNavigate={onNavigate}
                  />
                ) : (
                  <li key={section.path}>
                    <NavEntryLink
                      entry={{ title: section.name, href: section.path }}
                      pathname={pathname}
                      section={inSection(pathname, section)}
                      onNavigate={onNavigate}
                    />
                  </li>
                ),
              )}
            </ul>
            <BookingLink className={`${buttonClass()} mt-6 w-full`} />
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
