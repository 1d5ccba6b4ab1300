// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import List from './List.tsx';
import type { ListProps } from './schema.ts';

const props: ListProps = {
  type: 'list',
  heading: 'Trades we serve',
  intro: 'If you swing a hammer, we can help.',
  style: 'checks',
  items: ['Roofing', 'HVAC', 'Plumbing', 'Electrical'],
  actions: [],
};

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('List', () => {
  it('checks: a bulleted list with a decorative check per item', () => {
    renderBlock(<List {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(texts(list)).toEqual(props.items);
    expect(list.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(4);
  });

  it('chips: compact labels in a list', () => {
    renderBlock(<List {...props} style="chips" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(texts(list)).toEqual(props.items);
  });

  it('numbered: an ordered list in the given order, numbers shown', () => {
    renderBlock(<List {...props} style="numbered" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(texts(list)).toEqual(['1Roofing', '2HVAC', '3Plumbing', '4Electrical']);
  });

  it('adds its buttons after the list', () => {
    renderBlock(<List {...props} actions={[{ label: 'Talk to Us', href: '/contact', variant: 'primary' }]} />);
    expect(screen.getByRole('link', { name: 'Talk to Us' }).getAttribute('href')).toBe('/contact');
  });
});
