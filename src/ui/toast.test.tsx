// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';
import { Toaster } from './Toaster.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // Let every toast expire so the shared store is empty for the next test.
  act(() => vi.runAllTimers());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces default toasts politely and destructive ones assertively, each in its style', () => {
    render(<Toaster />);
    // The live regions exist before any toast, so screen readers notice the additions.
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');

    act(() => {
      toast({ title: 'Quote Request Sent!', description: 'Thanks for reaching out!' });
      toast({ title: 'Oh no!', description: 'Something went wrong.', variant: 'destructive' });
    });
    expect(within(status).getByText('Quote Request Sent!').closest('[data-toast]')?.getAttribute('data-toast')).toBe('default');
    expect(within(status).getByText('Thanks for reaching out!')).toBeTruthy();
    expect(within(alert).getByText('Oh no!').closest('[data-toast]')?.getAttribute('data-toast')).toBe('destructive');
  });

  it('dismisses each toast after its own duration (5 s unless told otherwise)', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Feature in progress', duration: 3000 });
      toast({ title: 'Default length' });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Feature in progress')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Feature in progress')).toBeNull();
    expect(screen.queryByText('Default length')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Default length')).toBeNull();
  });

  it('can be dismissed by hand and keeps at most three on screen', () => {
    render(<Toaster />);
    act(() => {
      for (const title of ['One', 'Two', 'Three', 'Four']) toast({ title });
    });
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByText('Two')).toBeNull();
    expect(screen.getByText('Four')).toBeTruthy();
  });
});
