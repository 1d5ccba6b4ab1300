// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import PainPoints from './PainPoints.tsx';
import type { PainPointsProps } from './schema.ts';
import { painPointsBlock } from './schema.ts';

const props: PainPointsProps = {
  type: 'painPoints',
  eyebrow: 'Sound familiar?',
  heading: 'What keeps builders up at night',
  intro: 'Three problems we hear every week.',
  columns: 3,
  items: [
    { text: 'Leads go cold', description: 'Nobody calls back until Friday.' },
    { text: 'A site that undersells you', description: 'Slow pages and old photos.' },
    { text: 'Invisible in search', description: 'Portals take the top spots.' },
  ],
};

describe('PainPoints', () => {
  it('lists each pain point as an h3 statement with its description, under the section’s h2', () => {
    renderBlock(<PainPoints {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getByText(props.eyebrow!)).toBeTruthy();
    expect(screen.getByText(props.intro!)).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(props.items.map((item) => item.text));
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(props.items.map((item) => item.description));
  });

  it('takes text and description per item, nothing else', () => {
    const block = { type: 'painPoints', heading: 'Pains', items: [{ text: 'Slow leads', description: 'Too slow.' }] };
    expect(painPointsBlock.schema.parse(block)).toMatchObject({ columns: 3, items: [{ text: 'Slow leads', description: 'Too slow.' }] });
    const withTitle = painPointsBlock.schema.safeParse({ ...block, items: [{ title: 'Slow leads', description: 'Too slow.' }] });
    expect(withTitle.success).toBe(false);
  });
});
