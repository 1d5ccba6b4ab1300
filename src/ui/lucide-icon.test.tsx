import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../shared/icon-names.ts';
import { Icon } from './Icon.tsx';
import * as interfaceIcons from './icons.ts';

type Props = { size?: number; strokeWidth?: number; className?: string };
const markup = (component: ComponentType<Props>, props: Props) => renderToStaticMarkup(createElement(component, props));
/** lucide-react's own component for the drawing named in an icon's first class ("lucide-chart-column"). */
const lucideComponentOf = (html: string) => {
  const name = /class="lucide lucide-([\w-]+)/.exec(html)![1]!;
  const pascal = name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return (lucide as unknown as Record<string, ComponentType<Props & { 'aria-hidden'?: string; focusable?: string }>>)[pascal]!;
};

describe('icons drawn from lucide data', () => {
  it.each(Object.entries(interfaceIcons))('%s is the markup lucide-react gives, with every prop the site uses', (name, component) => {
    const own = lucide[name as keyof typeof lucide] as ComponentType<Props & { 'aria-hidden': string }>;
    for (const props of [{}, { size: 14, strokeWidth: 3 }, { size: 20, className: 'text-brand-700 transition-transform ' }]) {
      expect(markup(component, props)).toBe(renderToStaticMarkup(createElement(own, { 'aria-hidden': 'true', ...props })));
    }
  });

  it.each(iconNames)('the "%s" icon an editor may name draws as lucide-react does', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} size={32} className="text-brand-600" />);
    expect(html).toMatch(/^<svg [^>]*><(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    const own = lucideComponentOf(html);
    expect(html).toBe(renderToStaticMarkup(createElement(own, { 'aria-hidden': 'true', focusable: 'false', size: 32, className: 'text-brand-600' })));
  });
});
