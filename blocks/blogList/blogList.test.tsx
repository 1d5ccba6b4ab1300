// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { settings } from 'virtual:content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/ui/Toaster.tsx';
import { image } from '../test-utils.tsx';
import BlogList from './BlogList.tsx';
import type { BlogListProps, Post } from './schema.ts';
import { useSiteLinks } from '../../src/app/use-site-links.ts';
import { setRouteTable } from '../../src/ui/route-table.ts';

// 12 articles alternating between two categories, newest first, then one announced post: 2 pages.
const published: Post[] = Array.from({ length: 12 }, (_, index) => ({
  title: `Post ${index + 1}`,
  slug: `/blog/post-${index + 1}`,
  category: index % 2 ? 'AI & CRM' : 'Associations',
  summary: `Summary ${index + 1}`,
  image: image(`/images/post-${index + 1}.svg`, `Picture ${index + 1}`),
  published: `2026-01-${String(28 - index).padStart(2, '0')}`,
}));
const announced: Post = { title: 'Coming later', category: 'Networking', summary: 'Soon.', image: image('/images/soon.svg', 'Soon') };
const props: BlogListProps = {
  type: 'blogList',
  heading: 'Marketing Insights for the Building Industry',
  intro: 'Advice for builders.',
  announced: [],
  posts: [...published, announced],
  categories: ['AI & CRM', 'Associations', 'Networking'],
};

let where = { path: '', type: '' };
function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    where = { path: location.pathname + location.search, type };
  });
  return null;
}

/** The app's link handling, as the layout installs it. */
function SiteLinks() {
  useSiteLinks();
  return null;
}

function renderAt(path: string, overrides: Partial<BlogListProps> = {}) {
  // No delay between simulated key and pointer steps, so it also runs under fake timers.
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <BlogList {...props} {...overrides} />
      <Probe />
      <SiteLinks />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const pager = () => screen.queryByRole('navigation', { name: 'Blog pages' });
const select = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('BlogList', () => {
  it('has the heading as the one h1 and a labelled category filter listing all plus each category', () => {
    renderAt('/blog');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([props.heading]);
    expect([...select().options].map((option) => option.textContent)).toEqual(['All categories', ...props.categories]);
    expect(select().value).toBe('all');
  });

  it('shows the first 9 posts on /blog, previous disabled and page 1 current', () => {
    renderAt('/blog');
    expect(cardTitles()).toEqual(published.slice(0, 9).map((post) => post.title));
    const nav = within(pager()!);
    expect((nav.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog/2');
    expect(nav.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog/2');
  });

  it('takes the page number from the path: /blog/2 shows the rest, next disabled', () => {
    renderAt('/blog/2');
    expect(cardTitles()).toEqual(['Post 10', 'Post 11', 'Post 12', 'Coming later']);
    const nav = within(pager()!);
    expect((nav.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(nav.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blog/1');
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(where.type).toBe('POP');
  });

  it('hides the pagination with one page or fewer', () => {
    renderAt('/blog', { posts: published.slice(0, 9) });
    expect(cardTitles()).toHaveLength(9);
    expect(pager()).toBeNull();
  });

  it.each(['/blog/abc', '/blog/0', '/blog/3', '/blog/99'])('redirects %s to /blog/1, replacing the history entry', (path) => {
    renderAt(path);
    expect(where).toEqual({ path: '/blog/1', type: 'REPLACE' });
    expect(cardTitles()).toEqual(published.slice(0, 9).map((post) => post.title));
  });

  it('keeps any page number when there are no posts at all', () => {
    renderAt('/blog/4', { posts: [], categories: [] });
    expect(where).toEqual({ path: '/blog/4', type: 'POP' });
    expect(screen.getByText('No posts found')).toBeTruthy();
  });

  it('filters by category, moves to page 1 and keeps the category in the page links', async () => {
    const user = renderAt('/blog/2');
    await user.selectOptions(select(), 'Associations');
    expect(where.path).toBe('/blog/1?category=Associations');
    expect(cardTitles()).toEqual(['Post 1', 'Post 3', 'Post 5', 'Post 7', 'Post 9', 'Post 11']);
    expect(pager()).toBeNull();
    expect(screen.getByText('6 posts in Associations').getAttribute('role')).toBe('status');

    await user.selectOptions(select(), 'all');
    expect(where.path).toBe('/blog/1');
    expect(within(pager()!).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog/2');
  });

  it('stays on /blog when the category changes there, and pages carry the category', async () => {
    const many = [...published, ...published.map((post) => ({ ...post, slug: `${post.slug}-b`, title: `${post.title}b` }))];
    const user = renderAt('/blog', { posts: many });
    await user.selectOptions(select(), 'AI & CRM');
    expect(where.path).toBe('/blog?category=AI+%26+CRM');
    expect(within(pager()!).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog/2?category=AI+%26+CRM');
  });

  it('shows the empty state for a category without posts', () => {
    renderAt('/blog?category=Plumbing');
    expect(select().value).toBe('Plumbing');
    expect(screen.getByRole('heading', { level: 2, name: 'No posts found' })).toBeTruthy();
    expect(screen.getByText('There are no blog posts in this category yet.')).toBeTruthy();
    expect(pager()).toBeNull();
  });

  it('links each card to its article', () => {
    renderAt('/blog');
    expect(screen.getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/blog/post-1');
  });

  it('keeps its page, without redirecting, while the article it opened is loading', async () => {
    // The site keeps the list on screen under the article's URL until the article arrives.
    const article = '/blog/an-article';
    setRouteTable({ routes: ['/blog', article], templates: ['/blog/[page]'] });
    const user = renderAt('/blog/2', { posts: [...published, { ...announced, slug: article, title: 'Real article' }] });
    await user.click(screen.getByRole('link', { name: 'Real article' }));
    expect(where).toEqual({ path: article, type: 'PUSH' });
    expect(cardTitles()).toEqual(['Post 10', 'Post 11', 'Post 12', 'Real article']);
  });

  it('says a post without an article is coming soon, for 3000 ms', async () => {
    vi.useFakeTimers();
    renderAt('/blog/2');
    // fireEvent: Testing Library's async helpers wait on real timers.
    fireEvent.click(screen.getByRole('button', { name: 'Coming later' }));
    expect(screen.getByText(settings.notBuiltYet.postComingSoonTitle).closest('[data-toast]')).not.toBeNull();
    expect(screen.getByText(settings.notBuiltYet.postComingSoonText)).toBeTruthy();
    expect(where.path).toBe('/blog/2');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(settings.notBuiltYet.postComingSoonTitle)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(settings.notBuiltYet.postComingSoonTitle)).toBeNull();
  });

  it('hydrates without a mismatch, then applies the category from the query string', async () => {
    const ui = (
      <MemoryRouter initialEntries={['/blog?category=Networking']}>
        <BlogList {...props} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.querySelectorAll('h2')).toHaveLength(9);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Coming later']);
    act(() => root.unmount());
    container.remove();
  });
});
