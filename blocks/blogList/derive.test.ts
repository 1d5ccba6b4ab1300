import { describe, expect, it } from 'vitest';
import { img, page } from '../derive-fixture.ts';
import { derivePosts } from './schema.ts';

const article = (heading: string, category: string, published: string) => ({
  type: 'article',
  heading,
  category,
  published,
  summary: `Summary of ${heading}`,
  image: img(`/images/${heading}.svg`),
});

const pages = [
  page('/', [{ type: 'hero', heading: 'Home' }]),
  page('/blog/old', [article('Old', 'Associations', '2025-01-05')]),
  page('/blog/new', [article('New', 'AI & CRM', '2026-03-01')]),
  page('/blog/same-day', [article('Same day', 'Associations', '2026-03-01')]),
];

describe('blogList derive', () => {
  it('turns every article page into a post, newest first, with its route as slug', () => {
    const { posts } = derivePosts([], { pages });
    expect(posts.map((post) => post.slug)).toEqual(['/blog/new', '/blog/same-day', '/blog/old']);
    expect(posts[0]).toEqual({
      title: 'New',
      slug: '/blog/new',
      category: 'AI & CRM',
      summary: 'Summary of New',
      image: img('/images/New.svg'),
      published: '2026-03-01',
    });
  });

  it('adds announced posts after the published ones, without a slug', () => {
    const announced = [{ title: 'Soon', category: 'Networking', summary: 'Coming.', image: img('/images/soon.svg') }];
    const { posts } = derivePosts(announced, { pages });
    expect(posts).toHaveLength(4);
    expect(posts[3]).toEqual({ ...announced[0] });
    expect(posts[3]).not.toHaveProperty('slug');
  });

  it('lists each category once, sorted', () => {
    const announced = [{ title: 'Soon', category: 'Networking', summary: 'Coming.', image: img('/images/soon.svg') }];
    expect(derivePosts(announced, { pages }).categories).toEqual(['AI & CRM', 'Associations', 'Networking']);
  });

  it('gives an empty blog when there are no articles', () => {
    expect(derivePosts([], { pages: [pages[0]!] })).toEqual({ posts: [], categories: [] });
  });
});
