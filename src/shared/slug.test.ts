import { describe, expect, it } from 'vitest';
import { matchTemplate } from './route-match.ts';
import { slugify, titleCase } from './slug.ts';

describe('slugify', () => {
  it('makes the URL slugs of city names', () => {
    const cities = ['Oklahoma City', 'Tulsa', 'Norman', 'Wichita', 'Overland Park', 'Kansas City', 'Dallas', 'Fort Worth', 'Houston'];
    expect(cities.map(slugify)).toEqual(['oklahoma-city', 'tulsa', 'norman', 'wichita', 'overland-park', 'kansas-city', 'dallas', 'fort-worth', 'houston']);
  });

  it('lowercases, turns spaces into hyphens and removes every other symbol', () => {
    expect(slugify('St. Louis')).toBe('st-louis');
    expect(slugify("Coeur d'Alene")).toBe('coeur-dalene');
    expect(slugify('Winston-Salem')).toBe('winston-salem');
    expect(slugify('Broken Arrow (OK)')).toBe('broken-arrow-ok');
    expect(slugify('Tulsa & Broken Arrow')).toBe('tulsa-broken-arrow');
    expect(slugify('SEO / AEO')).toBe('seo-aeo');
  });

  it('folds accents and collapses runs of whitespace and hyphens', () => {
    expect(slugify('Española')).toBe('espanola');
    expect(slugify('  Fort \t Worth  ')).toBe('fort-worth');
    expect(slugify('Fort -- Worth')).toBe('fort-worth');
    expect(slugify('-Edge-')).toBe('edge');
  });

  it('returns an empty slug when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!!')).toBe('');
  });

  it('always yields a slug the router accepts for a template route', () => {
    for (const name of ['Oklahoma City', "O'Fallon", 'Española', ' A  B ', '100 Mile House']) {
      expect(matchTemplate(['/locations/[city]'], `/locations/${slugify(name)}`)?.value).toBe(slugify(name));
    }
  });
});

describe('titleCase', () => {
  it('turns a slug back into a display name', () => {
    expect(titleCase('little-rock')).toBe('Little Rock');
    expect(titleCase('fort--worth')).toBe('Fort Worth');
  });
});
