// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { settings } from 'virtual:content';
import { describe, expect, it } from 'vitest';
import { image, renderBlock, renderHydrated } from '../test-utils.tsx';
import Article from './Article.tsx';
import type { ArticleProps } from './schema.ts';

const props: ArticleProps = {
  type: 'article',
  category: 'AI & CRM',
  heading: 'The AI Tools That Help Contractors Get More Jobs',
  summary: 'Tools that answer while you work.',
  author: { name: 'Cole Branson', jobTitle: 'AI & CRM Automation Lead' },
  published: '2026-03-10',
  image: image('/images/blog-ai-tools.svg', 'A contractor on a roof while his phone answers a call'),
  intro: '<p>Every contractor knows the feeling.</p>',
  why: { heading: 'Why speed wins', body: '<p>The first to answer wins.</p>' },
  sectionsHeading: '2 ways AI keeps the work coming',
  sections: [
    { heading: 'Answer every call', body: '<p>Text back missed calls.</p>', tools: ['Smith.ai — receptionists', 'Podium — one inbox'] },
    { heading: 'Send quotes from the truck', body: '<p>Quote on site.</p>', tools: [] },
  ],
  conclusion: { heading: 'Start with one tool', body: '<p>Pick the biggest gap.</p>' },
  callToAction: 'Want help choosing?',
  bookingLabel: 'Book a free strategy session',
};

const headingLevels = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));

describe('Article', () => {
  it('opens with a Back to Blog link, the category, the h1, the date and the hero image loaded first', () => {
    renderBlock(<Article {...props} />);
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByText('AI & CRM')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([props.heading]);
    expect(screen.getByText('March 10, 2026').getAttribute('datetime')).toBe('2026-03-10');
    const byline = screen.getByText('March 10, 2026').closest('p')!;
    expect(byline.textContent).toContain(`By ${props.author.name}, ${props.author.jobTitle}`);
    const hero = screen.getByRole('img', { name: props.image.alt });
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('width')).toBe('800');
    expect(screen.getByText('Every contractor knows the feeling.')).toBeTruthy();
  });

  it('shows the why section, then the numbered sections under their heading, with tools where given', () => {
    renderBlock(<Article {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why speed wins' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: props.sectionsHeading })).toBeTruthy();
    const items = [...document.querySelectorAll<HTMLElement>('ol > li')];
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Answer every call', 'Send quotes from the truck']);
    expect(items.map((item) => item.textContent?.trim().charAt(0))).toEqual(['1', '2']);
    expect(within(items[0]!).getByText('Popular tools')).toBeTruthy();
    expect(within(items[0]!).getByText('Podium — one inbox')).toBeTruthy();
    expect(within(items[1]!).queryByText('Popular tools')).toBeNull();
  });

  it('ends with the conclusion, the call to action and a booking link', () => {
    renderBlock(<Article {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Start with one tool' })).toBeTruthy();
    expect(screen.getByText('Want help choosing?')).toBeTruthy();
    const booking = screen.getByRole('link', { name: /Book a free strategy session/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
  });

  it('never skips a heading level, with or without a sections heading', () => {
    renderBlock(<Article {...props} />);
    expect(headingLevels()).toEqual([1, 2, 2, 3, 3, 2]);
  });

  it('makes the sections h2 when there is no sections heading, and leaves out what is not given', () => {
    renderBlock(<Article {...props} why={undefined} sectionsHeading={undefined} callToAction={undefined} />);
    expect(headingLevels()).toEqual([1, 2, 2, 2]);
    expect(screen.queryByText('Why speed wins')).toBeNull();
    expect(screen.queryByText('Want help choosing?')).toBeNull();
    expect(screen.getByRole('link', { name: /Book a free strategy session/ })).toBeTruthy();
  });

  it('hydrates the prerendered HTML without a mismatch', async () => {
    const { recoverable, container, serverHtml, unmount } = await renderHydrated(<Article {...props} />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    unmount();
  });
});
