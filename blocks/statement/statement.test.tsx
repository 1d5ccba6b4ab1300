// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import Statement from './Statement.tsx';

describe('Statement', () => {
  it('shows the statement, eyebrow and detail on a navy band without adding a heading', () => {
    const { container } = renderBlock(
      <Statement type="statement" anchor="promise" eyebrow="Our promise" text="We only win when you win." detail="No long contracts." />,
    );
    expect(screen.getByText('We only win when you win.')).toBeTruthy();
    expect(screen.getByText('Our promise')).toBeTruthy();
    expect(screen.getByText('No long contracts.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    const band = container.querySelector('section')!;
    expect(band.id).toBe('promise');
    expect(band.className).toContain('bg-navy-900');
  });

  it('leaves out the optional lines', () => {
    const { container } = renderBlock(<Statement type="statement" text="Built for builders." />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
