// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image, renderBlock } from '../test-utils.tsx';
import ImageGallery from './ImageGallery.tsx';
import type { ImageGalleryProps } from './schema.ts';

const props: ImageGalleryProps = {
  type: 'imageGallery',
  heading: 'All Site Images',
  downloadLabel: 'Save Image',
  images: [image('/images/hero-home.svg', 'A new home at dusk'), image('/images/team-1.svg', 'Portrait of the founder')],
};

describe('ImageGallery', () => {
  it('shows every image with its alt text and intrinsic size, each with a download link', () => {
    renderBlock(<ImageGallery {...props} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    props.images.forEach((expected, index) => {
      const img = within(items[index]!).getByRole('img', { name: expected.alt });
      expect(img.getAttribute('src')).toBe(expected.src);
      expect(img.getAttribute('width')).toBe('800');
      const link = within(items[index]!).getByRole('link', { name: /^Save Image/ });
      expect(link.getAttribute('href')).toBe(expected.src);
      expect(link.hasAttribute('download')).toBe(true);
    });
  });

  it('gives each download link a distinct accessible name', () => {
    renderBlock(<ImageGallery {...props} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Save Image: hero-home.svg', 'Save Image: team-1.svg']);
  });
});
