// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figures } from './Figures.tsx';

/** Each figure becomes an element of its own (that it stays on one line is measured in Chromium by tests/browser/no-wrap.test.ts). */
const runs = (text: string) => {
  const { container } = render(<Figures text={text} />);
  return { whole: [...container.querySelectorAll('span')].map((span) => span.textContent), text: container.textContent };
};

describe('Figures', () => {
  it.each([
    ['Parade systems for $1,000–1,500 a year', ['$1,000–1,500']],
    ['New websites live in 6–10 weeks', ['6–10']],
    ['$400,000+ in revenue from two parade shows', ['$400,000+']],
    ['98% of clients stay', ['98%']],
    ['About $1,000–$1,500 a year to run', ['$1,000–$1,500']],
    ['Serving the building industry since 2006', ['2006']],
    ['A 30-minute call', ['30']],
    ['No figures here', []],
  ])('%s: keeps %j whole and the text unchanged', (text, whole) => {
    expect(runs(text)).toEqual({ whole, text });
  });
});
