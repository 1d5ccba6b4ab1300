// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from 'virtual:content';
import { image, renderBlock, renderHydrated } from '../test-utils.tsx';
import Hero from './Hero.tsx';
import type { HeroProps } from './schema.ts';

const props: HeroProps = {
  type: 'hero',
  eyebrow: 'Website Design',
  heading: 'Websites that book more builds',
  lead: 'Fast, mobile-first sites for home builders.',
  actions: [
    { label: 'Book a Call', href: '@booking', variant: 'primary' },
    { label: 'See Our Work', href: '/portfolio', variant: 'secondary' },
  ],
  image: image('/images/hero-home.svg', 'A new home with a website on a phone'),
  points: ['Live in 6–10 weeks', 'Built for mobile', 'SEO-ready'],
};

describe('Hero', () => {
  it('holds the page’s only h1, with eyebrow and lead', () => {
    renderBlock(<Hero {...props} />);
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: props.heading })).toBeTruthy();
    expect(screen.getByRole('region', { name: props.heading })).toBeTruthy();
    expect(screen.getByText('Website Design')).toBeTruthy();
    expect(screen.getByText(props.lead!)).toBeTruthy();
  });

  it('renders the actions, the booking one going to the booking page', () => {
    renderBlock(<Hero {...props} />);
    const booking = screen.getByRole('link', { name: /Book a Call/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
    expect(screen.getByRole('link', { name: 'See Our Work' }).getAttribute('href')).toBe('/portfolio');
  });

  it('lists the proof points', () => {
    renderBlock(<Hero {...props} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(props.points);
  });

  it('loads its image first, with its intrinsic size', () => {
    renderBlock(<Hero {...props} />);
    const img = screen.getByRole('img', { name: props.image!.alt });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
  });

  it('leaves out what the YAML leaves out', () => {
    renderBlock(<Hero type="hero" heading="Just a heading" actions={[]} points={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is visible in the prerendered HTML (no entrance animation) and hydrates cleanly', async () => {
    const { serverHtml, recoverable, unmount } = await renderHydrated(<Hero {...props} />);
    expect(serverHtml).toContain(props.heading);
    expect(serverHtml).not.toMatch(/opacity/);
    expect(recoverable).not.toHaveBeenCalled();
    unmount();
  });
});
