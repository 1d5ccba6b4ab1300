import { createElement, type ReactElement } from 'react';
import type { LucideIconData } from 'lucide-react';

export interface IconProps {
  size?: number;
  strokeWidth?: number;
  className?: string;
  focusable?: 'false';
}

/**
 * The drawing in one of lucide-react's icon modules (`import * as phone from
 * 'lucide-react/icons/phone'`): besides the component, each exports it as `__iconData`, which
 * the package's types leave out. Read here alone, so that a version without it fails at once.
 */
function iconData(module: object): LucideIconData {
  const data = (module as { __iconData?: LucideIconData }).__iconData;
  if (!data?.node) throw new Error('A lucide-react icon module no longer exports __iconData: see src/ui/lucide-icon.tsx.');
  return data;
}

/**
 * A decorative icon drawn from lucide's data, with the markup lucide-react gives it. lucide-react
 * builds each icon's attributes and elements afresh on every render, which came to a tenth of
 * the prerender's time at thousands of pages; here they are made once per icon (elements are
 * immutable, so every render may share them). The icon is hidden from assistive technology:
 * the text beside it carries the meaning.
 */
export function lucideIcon(module: object) {
  const data = iconData(module);
  const children: ReactElement[] = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  const classes = ['lucide', ...[data.name, ...(data.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`)].join(' ');
  const width = data.size ?? data.width ?? 24;
  const height = data.size ?? data.height ?? 24;
  return function LucideIcon({ size = 24, strokeWidth = 2, className, focusable }: IconProps) {
    // As lucide-react writes it: a condition's empty class leaves no stray space.
    const extra = className?.split(' ').filter(Boolean).join(' ');
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox={`0 0 ${width} ${height}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={extra ? `${classes} ${extra}` : classes}
        aria-hidden="true"
        focusable={focusable}
      >
        {children}
      </svg>
    );
  };
}
