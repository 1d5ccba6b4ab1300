// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import type { StatsProps } from './schema.ts';
import Stats from './Stats.tsx';

const props: StatsProps = {
  type: 'stats',
  heading: 'Results in numbers',
  showHeading: true,
  items: [
    { value: '1000+', label: 'Projects completed' },
    { value: '500+', label: 'Happy clients' },
    { value: '$1.5K', label: 'Annual cost now', detail: 'Was about $25K a year' },
    { value: '98%', label: 'Client satisfaction' },
  ],
};

describe('Stats', () => {
  it('pairs every figure with its label in a description list', () => {
    const { container } = renderBlock(<Stats {...props} />);
    const terms = [...container.querySelectorAll('dl dt')].map((term) => term.textContent);
    expect(terms).toEqual(props.items.map((item) => item.label));
    const groups = [...container.querySelectorAll('dl > *')];
    expect(groups).toHaveLength(4);
    expect(groups.map((group) => group.querySelector('dd')!.textContent)).toEqual(['1000+', '500+', '$1.5K', '98%']);
  });

  it('shows the optional detail line only where given', () => {
    const { container } = renderBlock(<Stats {...props} />);
    expect(screen.getByText((_, element) => element?.tagName === 'DD' && element.textContent === 'Was about $25K a year')).toBeTruthy();
    expect(container.querySelectorAll('dd')).toHaveLength(5);
  });

  it('keeps figures whole: each figure is one unbreakable run, the longest sets the size of all', () => {
    const { container } = renderBlock(<Stats {...props} />);
    const figures = [...container.querySelectorAll('dd.stat-figure')].map((figure) => figure.textContent);
    expect(figures).toEqual(props.items.map((item) => item.value));
    const longest = Math.max(...props.items.map((item) => item.value.length));
    expect((container.querySelector('dl') as HTMLElement).style.getPropertyValue('--figure-chars')).toBe(String(longest));
    // A figure inside the detail line is kept on one line too.
    expect([...container.querySelectorAll('dd span')].map((span) => span.textContent)).toEqual(['$25K']);
  });

  it('keeps the heading, and the section it names, for screen readers when showHeading is false', () => {
    // That it is then hidden from sight is measured in Chromium (tests/browser/accessibility.test.ts).
    renderBlock(<Stats {...props} showHeading={false} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getByRole('region', { name: props.heading })).toBeTruthy();
  });
});
