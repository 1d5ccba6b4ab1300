import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/shared/site-schema.ts';
import { page, settings as baseSettings } from '../derive-fixture.ts';
import { deriveCities } from './schema.ts';

const hero = { type: 'hero', heading: 'Hi' };
const city = (route: string, options: { noindex?: boolean } = {}) => page(route, [hero], { ...options, kind: 'city' });
const settings = {
  ...baseSettings,
  footer: { services: [], company: [], cities: ['Fort Worth', 'Kansas City'] },
  areaServed: [
    { state: 'Kansas', code: 'KS', cities: ['Wichita', 'Kansas City'] },
    { state: 'Missouri', code: 'MO', cities: ['Kansas City'] },
    { state: 'Texas', code: 'TX', cities: ['Fort Worth'] },
  ],
} as unknown as SiteSettings;

const pages = [
  page('/', [hero]),
  city('/locations/fort-worth'),
  city('/locations/kansas-city'),
  city('/locations/wichita'),
  city('/locations/little-rock'),
  city('/locations/hidden-town', { noindex: true }),
  page('/locations', [hero]),
];

describe('cityList derive', () => {
  it('groups every indexable city page by its state, in the settings’ order, cities in the settings’ order', () => {
    const { groups } = deriveCities('More cities', { settings, pages });
    expect(groups.map((group) => [group.name, group.cities.map((item) => item.path)])).toEqual([
      ['Kansas', ['/locations/wichita', '/locations/kansas-city']],
      ['Texas', ['/locations/fort-worth']],
      ['More cities', ['/locations/little-rock']],
    ]);
  });

  it('names each city as the settings spell it (else from its slug) and keeps the page description', () => {
    const { groups } = deriveCities('Other places', { settings, pages });
    expect(groups.flatMap((group) => group.cities)).toContainEqual({
      name: 'Fort Worth',
      path: '/locations/fort-worth',
      description: 'Description of /locations/fort-worth',
    });
    expect(groups.at(-1)).toEqual({
      name: 'Other places',
      cities: [{ name: 'Little Rock', path: '/locations/little-rock', description: 'Description of /locations/little-rock' }],
    });
  });

  it('lists a new city page by itself, and drops empty groups', () => {
    const { groups } = deriveCities('More cities', { settings: { ...settings, areaServed: [] }, pages: [city('/locations/edmond')] });
    expect(groups).toEqual([{ name: 'More cities', cities: [{ name: 'Edmond', path: '/locations/edmond', description: 'Description of /locations/edmond' }] }]);
  });
});
