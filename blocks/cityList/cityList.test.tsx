// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import CityList from './CityList.tsx';
import type { CityListProps } from './schema.ts';

const props: CityListProps = {
  type: 'cityList',
  heading: 'Cities we serve',
  intro: 'Local marketing in three states.',
  otherHeading: 'More cities',
  groups: [
    { name: 'Oklahoma', cities: [{ name: 'Tulsa', path: '/locations/tulsa', description: 'Marketing for Tulsa builders.' }] },
    {
      name: 'Texas',
      cities: [
        { name: 'Dallas', path: '/locations/dallas', description: 'Marketing for Dallas builders.' },
        { name: 'Houston', path: '/locations/houston', description: 'Marketing for Houston builders.' },
      ],
    },
  ],
};

describe('CityList', () => {
  it('shows one h3 and one list per group, each city a link to its page with its description', () => {
    renderBlock(<CityList {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Oklahoma', 'Texas']);
    const lists = screen.getAllByRole('list');
    props.groups.forEach((group, index) => {
      const items = within(lists[index]!).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(group.cities.map((city) => city.path));
      expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(group.cities.map((city) => city.name));
      group.cities.forEach((city, at) => expect(items[at]!.textContent).toContain(city.description));
    });
  });
});
