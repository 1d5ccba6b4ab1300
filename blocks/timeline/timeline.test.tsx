// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import type { TimelineProps } from './schema.ts';
import Timeline from './Timeline.tsx';

const years = [2006, 2012, 2015, 2018, 2022];
const props: TimelineProps = {
  type: 'timeline',
  heading: 'Our journey',
  items: years.map((year) => ({ year, event: `<p>Something <strong>big</strong> in ${year}.</p>` })),
};

describe('Timeline', () => {
  it('renders the milestones as an ordered list, in the order given', () => {
    renderBlock(<Timeline {...props} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(years.map(String));
  });

  it('marks each year as a time and renders the event as rich text', () => {
    const { container } = renderBlock(<Timeline {...props} />);
    expect([...container.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual(years.map(String));
    expect(screen.getAllByText('big').every((element) => element.tagName === 'STRONG')).toBe(true);
    expect(screen.getByText(/in 2018\./)).toBeTruthy();
  });

  it('does not reorder: the YAML order is the page order', () => {
    renderBlock(<Timeline {...props} items={[...props.items].reverse()} />);
    expect(screen.getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('2022');
  });
});
