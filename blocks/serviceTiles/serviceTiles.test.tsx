// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import ServiceTiles from './ServiceTiles.tsx';
import type { ServiceTilesProps } from './schema.ts';
import { serviceTilesBlock } from './schema.ts';

const props: ServiceTilesProps = {
  type: 'serviceTiles',
  eyebrow: 'Why Choose Us',
  heading: 'Why builders choose us',
  columns: 4,
  items: [
    { icon: 'layout', title: 'Website Design', description: 'Sites that convert.', link: '/services/website-design' },
    { icon: 'search', title: 'SEO & AEO', description: 'Be found.' },
  ],
};

describe('ServiceTiles', () => {
  it('shows each tile’s icon as decoration, its title as an h3 and its description', () => {
    renderBlock(<ServiceTiles {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual(['Website Design', 'SEO & AEO']);
    expect(tiles.map((tile) => tile.querySelector('p')?.textContent)).toEqual(['Sites that convert.', 'Be found.']);
    for (const tile of tiles) expect(tile.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('links the title of a tile that has a link, and only that one', () => {
    renderBlock(<ServiceTiles {...props} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Website Design' });
    expect(link.getAttribute('href')).toBe('/services/website-design');
    expect(link.closest('h3')).not.toBeNull();
  });

  it('asks for four tiles a row on wide screens unless told otherwise, and a link for none', () => {
    const parsed = serviceTilesBlock.schema.parse({
      type: 'serviceTiles',
      heading: 'Tiles',
      items: [{ icon: 'star', title: 'Reviews', description: 'More of them.' }],
    });
    expect(parsed.columns).toBe(4);
    expect(parsed.items[0]!.link).toBeUndefined();
  });

  it('requires an icon per tile', () => {
    const result = serviceTilesBlock.schema.safeParse({ type: 'serviceTiles', heading: 'Tiles', items: [{ title: 'Reviews', description: 'More of them.' }] });
    expect(result.success).toBe(false);
  });
});
