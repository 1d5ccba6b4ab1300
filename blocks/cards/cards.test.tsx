// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import Cards from './Cards.tsx';
import type { CardsProps } from './schema.ts';

const props: CardsProps = {
  type: 'cards',
  eyebrow: 'Services',
  heading: 'What we do',
  intro: 'Three ways we help.',
  variant: 'cards',
  columns: 3,
  items: [
    {
      icon: 'globe',
      title: 'Website Design',
      description: 'Sites that convert.',
      features: ['Mobile-first', 'Fast', 'SEO-ready'],
      link: '/services/website-design',
      linkText: 'Explore Web Design',
    },
    { icon: 'search', title: 'SEO & AEO', description: 'Be found.', features: [], link: '/services/seo-aeo' },
    { title: 'Paid Ads', description: 'Leads within days.', features: [] },
  ],
  actions: [{ label: 'View All Services', href: '/services', variant: 'secondary' }],
};

describe('Cards', () => {
  it('renders one list item per card, each titled by an h3 under the section’s h2', () => {
    renderBlock(<Cards {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Website Design', 'SEO & AEO', 'Paid Ads']);
    const grid = screen.getAllByRole('list')[0]!;
    expect(grid.tagName).toBe('UL');
    expect(grid.children).toHaveLength(3);
    expect(screen.getByText('Leads within days.')).toBeTruthy();
  });

  it('lists a card’s features', () => {
    renderBlock(<Cards {...props} />);
    const first = screen.getAllByRole('list')[0]!.children[0] as HTMLElement;
    const features = within(first).getByRole('list');
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobile-first', 'Fast', 'SEO-ready']);
    // Cards without features have no empty list.
    expect(within(screen.getAllByRole('list')[0]!.children[2] as HTMLElement).queryByRole('list')).toBeNull();
  });

  it('links a card when it has a link, naming the card in the link', () => {
    renderBlock(<Cards {...props} />);
    const custom = screen.getByRole('link', { name: /Explore Web Design/ });
    expect(custom.getAttribute('href')).toBe('/services/website-design');
    expect(custom.textContent).toContain('Website Design');
    const fallback = screen.getByRole('link', { name: /Learn more.*SEO & AEO/ });
    expect(fallback.getAttribute('href')).toBe('/services/seo-aeo');
    // Two card links plus the block's own button.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('puts the block’s buttons after the cards', () => {
    renderBlock(<Cards {...props} />);
    const button = screen.getByRole('link', { name: 'View All Services' });
    const lastCard = screen.getByText('Paid Ads');
    expect(lastCard.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads a card with its icon, as decoration only', () => {
    renderBlock(<Cards {...props} />);
    const leads = [...screen.getAllByRole('list')[0]!.children].map((card) => card.firstElementChild!);
    const icons = leads.map((lead) => lead.querySelector('svg'));
    expect(icons[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(icons[1]?.getAttribute('aria-hidden')).toBe('true');
    // The card without an icon starts with its title.
    expect(leads[2]!.tagName).toBe('H3');
  });

  it('steps: an ordered list numbered from 1', () => {
    renderBlock(<Cards {...props} variant="steps" actions={[]} />);
    const list = screen.getAllByRole('list')[0]!;
    expect(list.tagName).toBe('OL');
    const steps = [...list.children].map((item) => within(item as HTMLElement).getByText(/^Step/).parentElement!.textContent);
    expect(steps).toEqual(['Step 1', 'Step 2', 'Step 3']);
  });
});
