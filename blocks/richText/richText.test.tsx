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

  // Which side it sits on wide screens is measured in a browser (tests/browser/pages.test.ts).
  it.each(['right', 'left'] as const)('puts the image after the text in reading order when it sits %s; lazily loaded', (imageSide) => {
    const img = image('/images/founder-story.svg', 'The founder on a job site');
    renderBlock(<RichText {...props} image={img} imageSide={imageSide} />);
    const picture = screen.getByRole('img', { name: img.alt });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('2006').compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
