import { ChevronDown } from '../../ui/icons.ts';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { slugify } from '../../shared/slug.ts';
import { NavEntryLink } from './NavEntryLink.tsx';
import { inSection, sectionEntries, type NavSection } from './nav-model.ts';
import { topItemClass } from './top-item.ts';

export interface DropdownHandlers {
  /** The pointer entered or left the trigger or its panel (mouse only). */
  onEnter(id: string): void;
  onLeave(): void;
  /** The trigger was clicked; `keyboard` when Enter or Space did it. */
  onToggle(id: string, keyboard: boolean): void;
  onTriggerKey(event: KeyboardEvent<HTMLButtonElement>, id: string): void;
  onPanelKey(event: KeyboardEvent<HTMLElement>, id: string): void;
  /** Focus left the trigger and its panel (Tab out). */
  onFocusOut(id: string): void;
}

/**
 * One section of the desktop bar: a disclosure button and its panel. The panel stays in the
 * HTML while closed (hidden), so the prerendered page links every sub-page.
 */
export function Dropdown({ section, pathname, open, handlers }: { section: NavSection; pathname: string; open: boolean; handlers: DropdownHandlers }) {
  const id = section.path;
  const panelId = `menu-${slugify(section.name)}`;
  const active = inSection(pathname, section);
  const entries = sectionEntries(section);
  const wide = entries.length > 4;
  const pointer = (event: PointerEvent, action: () => void) => {
    // Touch and pen taps are clicks; only a mouse hovers.
    if (event.pointerType === 'mouse') action();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handlers.onFocusOut(id);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => handlers.onToggle(id, event.detail === 0);

  return (
    <li
      className="relative"
      onPointerEnter={(event) => pointer(event, () => handlers.onEnter(id))}
      onPointerLeave={(event) => pointer(event, handlers.onLeave)}
      onBlur={onBlur}
    >
      <button
        type="button"
        data-top=""
        data-trigger={id}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        onKeyDown={(event) => handlers.onTriggerKey(event, id)}
        className={topItemClass(active)}
      >
        {section.name}
        <ChevronDown size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* The padding bridges the gap to the panel, so the pointer never "leaves" on the way. */}
      <div id={panelId} data-panel={id} hidden={!open} className="absolute left-1/2 top-full z-10 -translate-x-1/2 pt-3">
        <ul
          aria-label={section.name}
          onKeyDown={(event) => handlers.onPanelKey(event, id)}
          className={`grid gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl ${wide ? 'w-[40rem] grid-cols-2' : 'w-80'}`}
        >
          {entries.map((entry, index) => (
            <li key={entry.href} className={wide && index === 0 ? 'col-span-2 border-b border-slate-100 pb-1' : undefined}>
              <NavEntryLink entry={entry} pathname={pathname} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
