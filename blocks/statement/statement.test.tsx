// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import Statement from './Statement.tsx';

describe('Statement', () => {
  // Its navy band is measured in a browser (tests/browser/pages.test.ts).
  it('shows the statement as the section heading (h2), with eyebrow and detail', () => {
    const { container } = renderBlock(
      <Statement type="statement" anchor="promise" eyebrow="Our promise" text="We only win when you win." detail="No long contracts." />,
    );
    expect(screen.getByText('We only win when you win.')).toBeTruthy();
    expect(screen.getByText('Our promise')).toBeTruthy();
    expect(screen.getByText('No long contracts.')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([['H2', 'We only win when you win.']]);
    const band = container.querySelector('section')!;
    expect(band.id).toBe('promise');
  });

  it('leaves out the optional lines', () => {
    const { container } = renderBlock(<Statement type="statement" text="Built for builders." />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('h2')!.textContent).toBe('Built for builders.');
  });
});
