// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image, renderBlock } from '../test-utils.tsx';
import RichText from './RichText.tsx';
import type { RichTextProps } from './schema.ts';

const props: RichTextProps = {
  type: 'richText',
  eyebrow: 'Our story',
  heading: 'Built by people who know building',
  body: '<p>We started in <strong>2006</strong>.</p><ul><li>Builders</li><li>Trades</li></ul>',
  imageSide: 'right',
  actions: [{ label: 'Meet the Team', href: '/about', variant: 'primary' }],
};

describe('RichText', () => {
  it('renders the heading as the section’s h2 and the body as rich text', () => {
    renderBlock(<RichText {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getByRole('region', { name: props.heading })).toBeTruthy();
    expect(screen.getByText('2006').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Meet the Team' }).getAttribute('href')).toBe('/about');
  });

  it('has no heading at all when the YAML gives none', () => {
    renderBlock(<RichText {...props} heading={undefined} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Our story')).toBeNull();
  });

  it('puts the image after the text, or first on wide screens when it sits left; lazily loaded', () => {
    const img = image('/images/founder-story.svg', 'The founder on a job site');
    const { rerender } = renderBlock(<RichText {...props} image={img} />);
    const right = screen.getByRole('img', { name: img.alt });
    expect(right.getAttribute('loading')).toBe('lazy');
    expect(right.className).not.toContain('lg:order-first');
    // The image follows the text in reading order either way.
    expect(screen.getByText('2006').compareDocumentPosition(right) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    rerender(<RichText {...props} image={img} imageSide="left" />);
    expect(screen.getByRole('img', { name: img.alt }).className).toContain('lg:order-first');
  });
});
