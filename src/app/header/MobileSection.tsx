import { AnimatePresence, m } from 'framer-motion';
import { ChevronDown } from '../../ui/icons.ts';
import { useId } from 'react';
import { NavEntryLink } from './NavEntryLink.tsx';
import { inSection, sectionEntries, type NavSection } from './nav-model.ts';
import { useSpringReveal } from './use-spring-reveal.ts';

/** One expandable section of the mobile menu: "All {section}" first, then its sub-pages. */
export function MobileSection({
  section,
  pathname,
  expanded,
  onToggle,
  onNavigate,
}: {
  section: NavSection;
  pathname: string;
  expanded: boolean;
  onToggle(): void;
  onNavigate(): void;
}) {
  const listId = useId();
  const reveal = useSpringReveal();
  const active = inSection(pathname, section);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        data-active={active || undefined}
        onClick={onToggle}
        className={`flex min-h-11 w-full items-center justify-between rounded-lg px-3 py-2.5 text-left font-semibold ${
          active ? 'bg-sand-100 text-brand-700' : 'text-navy-900'
        }`}
      >
        {section.name}
        <ChevronDown size={20} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
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
                <NavEntryLink entry={entry} pathname={pathname} onNavigate={onNavigate} />
              </li>
            ))}
          </m.ul>
        )}
      </AnimatePresence>
    </li>
  );
}
