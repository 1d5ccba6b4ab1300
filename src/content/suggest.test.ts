import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from './suggest.ts';

describe('suggestions for a mistyped or shortened name', () => {
  it('finds a close spelling', () => {
    expect(closest('heor', ['hero', 'faq'])).toBe('hero');
  });

  it('finds a name that contains what was written', () => {
    expect(closest('growth', ['/images/seo-growth.svg', '/images/logo.svg'])).toBe('/images/seo-growth.svg');
  });

  it('finds the name an abbreviation stands for, within the same first word', () => {
    expect(closest('city-okc', ['city-oklahoma-city', 'city-tulsa', 'core-oklahoma-city'])).toBe('city-oklahoma-city');
  });

  it('suggests nothing when nothing is close', () => {
    expect(didYouMean('xyz', ['hero', 'faq'])).toBe('');
  });
});
