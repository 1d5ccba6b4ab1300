// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderHydrated } from '../test-utils.tsx';
import Faq from './Faq.tsx';
import type { FaqProps } from './schema.ts';

const props: FaqProps = {
  type: 'faq',
  heading: 'Frequently asked questions',
  intro: 'Straight answers.',
  items: [
    { question: 'How long does a website take?', answer: '<p>Usually <strong>6–10 weeks</strong>.</p>' },
    { question: 'Do you work with trades?', answer: '<p>Yes. See <a href="/who-we-help">who we help</a>.</p>' },
    { question: 'What does it cost?', answer: '<p>Budgets run $1,500–$10,000 a month.</p>' },
  ],
};

const details = () => [...document.querySelectorAll('details')];
const openStates = () => details().map((item) => item.open);

describe('Faq', () => {
  it('renders every question as an h3 inside its summary, all closed', () => {
    renderBlock(<Faq {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((heading) => heading.textContent)).toEqual(props.items.map((item) => item.question));
    for (const question of questions) expect(question.closest('summary')).not.toBeNull();
    expect(openStates()).toEqual([false, false, false]);
  });

  it('keeps one answer open at a time, and the open one can be closed', async () => {
    const { user } = renderBlock(<Faq {...props} />);
    await user.click(screen.getByText(props.items[0]!.question));
    await waitFor(() => expect(openStates()).toEqual([true, false, false]));
    await user.click(screen.getByText(props.items[1]!.question));
    await waitFor(() => expect(openStates()).toEqual([false, true, false]));
    await user.click(screen.getByText(props.items[1]!.question));
    await waitFor(() => expect(openStates()).toEqual([false, false, false]));
  });

  it('renders answers as rich text', async () => {
    const { user } = renderBlock(<Faq {...props} />);
    await user.click(screen.getByText(props.items[1]!.question));
    expect(screen.getByRole('link', { name: 'who we help' }).getAttribute('href')).toBe('/who-we-help');
    expect(screen.getByText('6–10 weeks').tagName).toBe('STRONG');
  });

  it('groups the items of one FAQ by a name no other FAQ on the page shares', () => {
    renderBlock(
      <>
        <Faq {...props} />
        <Faq {...props} heading="More questions" />
      </>,
    );
    const names = details().map((item) => item.getAttribute('name'));
    expect(names).toHaveLength(6);
    expect(new Set(names.slice(0, 3)).size).toBe(1);
    expect(new Set(names.slice(3)).size).toBe(1);
    expect(names[0]).not.toBe(names[3]);
  });

  it('is reachable with the keyboard, one tab stop per question', async () => {
    // jsdom does not hide closed answers, so answers here carry no links to tab to.
    const plain = props.items.map((item) => ({ ...item, answer: '<p>Plain answer.</p>' }));
    const { user } = renderBlock(<Faq {...props} items={plain} />);
    for (const item of plain) {
      await user.tab();
      expect(document.activeElement?.tagName).toBe('SUMMARY');
      expect(document.activeElement?.textContent).toBe(item.question);
    }
  });

  it('renders nothing when the list is empty', () => {
    const { container } = renderBlock(<Faq {...props} items={[]} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('hydrates the prerendered HTML without a mismatch', async () => {
    const { container, recoverable, unmount } = await renderHydrated(<Faq {...props} />);
    expect(container.querySelectorAll('details')).toHaveLength(3);
    expect(recoverable).not.toHaveBeenCalled();
    unmount();
  });
});
