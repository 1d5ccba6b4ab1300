// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderHydrated } from '../test-utils.tsx';
import { health } from './health.ts';
import SeoTable from './SeoTable.tsx';
import { ROWS_PER_PAGE } from '../../src/shared/seo-table-order.ts';
import { openingRows, type SeoTableProps } from './schema.ts';
import { WholeBlock } from '../../src/ui/whole-block.ts';

const long = `A title that goes on well past the sixty character limit | Test Co`;
const props: SeoTableProps = {
  type: 'seoTable',
  heading: 'Page Titles and Descriptions',
  exclude: [],
  rows: [
    { path: '/', page: 'Home', title: 'Home | Test Co', description: 'd'.repeat(161) },
    { path: '/about', page: 'About', title: long, description: 'About us.' },
    { path: '/services', page: 'Services', title: 'Services | Test Co', description: '' },
  ],
  total: 3,
  tooLong: 1,
};

const pageColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.firstChild!.textContent);
const header = (name: RegExp) => screen.getByRole('columnheader', { name });
const sortOf = (name: RegExp) => header(name).getAttribute('aria-sort');

describe('SeoTable', () => {
  it('checks a text against its limit: Missing, Too long (n), Good (n)', () => {
    expect(health('', 60)).toEqual({ ok: false, label: 'Missing' });
    expect(health('x'.repeat(61), 60)).toEqual({ ok: false, label: 'Too long (61)' });
    expect(health('x'.repeat(60), 60)).toEqual({ ok: true, label: 'Good (60)' });
    expect(health('x'.repeat(160), 160)).toEqual({ ok: true, label: 'Good (160)' });
  });

  it('shows the tiles: pages tracked and titles over 60 characters', () => {
    renderBlock(<SeoTable {...props} />);
    expect(screen.getByText('Total pages tracked').nextElementSibling!.textContent).toBe('3');
    expect(screen.getByText('Titles longer than 60 characters').nextElementSibling!.textContent).toBe('1');
  });

  it('names the columns and sorts by page ascending by default', () => {
    renderBlock(<SeoTable {...props} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Page',
      'Title Tag (Max 60 chars)',
      'Meta Description (Max 160 chars)',
    ]);
    expect(pageColumn()).toEqual(['About', 'Home', 'Services']);
    expect(sortOf(/^Page/)).toBe('ascending');
    expect(sortOf(/^Title/)).toBe('none');
  });

  it('toggles the direction on the same header and starts another header ascending', async () => {
    const { user } = renderBlock(<SeoTable {...props} />);
    await user.click(within(header(/^Page/)).getByRole('button'));
    expect(pageColumn()).toEqual(['Services', 'Home', 'About']);
    expect(sortOf(/^Page/)).toBe('descending');
    expect(screen.getByRole('table', { name: `${props.heading}: 3 pages with their title tag and meta description, sorted by Page, descending` })).toBeTruthy();
    await user.click(within(header(/^Title/)).getByRole('button'));
    expect(sortOf(/^Title/)).toBe('ascending');
    expect(sortOf(/^Page/)).toBe('none');
    expect(pageColumn()).toEqual(['About', 'Home', 'Services']);
    await user.click(within(header(/^Title/)).getByRole('button'));
    expect(pageColumn()).toEqual(['Services', 'Home', 'About']);
    await user.click(within(header(/^Meta/)).getByRole('button'));
    expect(sortOf(/^Meta/)).toBe('ascending');
    expect(pageColumn()).toEqual(['Services', 'About', 'Home']);
  });

  // The colours that go with the words are measured in a browser (tests/browser/seo-dashboard.test.ts).
  it('labels each cell in words', () => {
    renderBlock(<SeoTable {...props} />);
    const [about, home, services] = screen.getAllByRole('row').slice(1);
    expect(within(about!).getByText(`Too long (${long.length})`)).toBeTruthy();
    expect(within(about!).getByText('Good (9)')).toBeTruthy();
    expect(within(home!).getByText('Too long (161)')).toBeTruthy();
    expect(within(services!).getByText('Missing')).toBeTruthy();
  });

  it('links each row to its page in a new tab', () => {
    renderBlock(<SeoTable {...props} />);
    const link = screen.getByRole('link', { name: /^About/ });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  const many: SeoTableProps = {
    ...props,
    rows: Array.from({ length: ROWS_PER_PAGE * 2 + 50 }, (_, index) => ({
      path: `/locations/town-${index}`,
      page: `Town ${String(index).padStart(3, '0')}`,
      title: `Town ${index} | Test Co`,
      description: `About town ${index}.`,
    })),
    total: ROWS_PER_PAGE * 2 + 50,
    tooLong: 0,
  };

  it('shows a large site a hundred rows at a time, sorted across all of them, and never loses focus at either end', async () => {
    const { user } = renderBlock(<SeoTable {...many} />);
    const status = () => within(screen.getByRole('navigation', { name: 'Table pages' })).getByRole('status').textContent;
    const next = () => screen.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` });
    const previous = () => screen.getByRole('button', { name: `Previous ${ROWS_PER_PAGE}` });
    expect(screen.getByText('Total pages tracked').nextElementSibling!.textContent).toBe('250');
    expect(pageColumn()).toEqual(many.rows.slice(0, ROWS_PER_PAGE).map((row) => row.page));
    expect(status()).toBe('Showing 1–100 of 250');
    expect(previous().getAttribute('aria-disabled')).toBe('true');

    await user.click(next());
    expect(pageColumn()).toEqual(many.rows.slice(100, 200).map((row) => row.page));
    expect(status()).toBe('Showing 101–200 of 250');
    await user.click(next());
    expect(pageColumn()).toEqual(many.rows.slice(200).map((row) => row.page));
    expect(status()).toBe('Showing 201–250 of 250');
    expect(next().getAttribute('aria-disabled')).toBe('true');
    await user.click(next());
    expect(status()).toBe('Showing 201–250 of 250');
    expect(document.activeElement).toBe(next());
    await user.click(previous());
    expect(status()).toBe('Showing 101–200 of 250');

    // A new order starts from its first row.
    await user.click(within(header(/^Page/)).getByRole('button'));
    expect(pageColumn()).toEqual(
      many.rows
        .slice(150)
        .reverse()
        .map((row) => row.page),
    );
    expect(status()).toBe('Showing 1–100 of 250');
  });

  it('opens with the rows its page carries, and gets every row (once) before it pages or sorts', async () => {
    const opening = openingRows(many);
    expect(opening.rows).toEqual(many.rows.slice(0, ROWS_PER_PAGE));
    let asked = 0;
    const whole = () => {
      asked++;
      return Promise.resolve(many);
    };
    const { user } = renderBlock(
      <WholeBlock value={whole}>
        <SeoTable {...opening} />
      </WholeBlock>,
    );
    const status = () => within(screen.getByRole('navigation', { name: 'Table pages' })).getByRole('status').textContent;
    expect(screen.getByText('Total pages tracked').nextElementSibling!.textContent).toBe('250');
    expect(status()).toBe('Showing 1–100 of 250');
    await user.click(screen.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` }));
    await waitFor(() => expect(status()).toBe('Showing 101–200 of 250'));
    expect(pageColumn()).toEqual(many.rows.slice(100, 200).map((row) => row.page));
    await user.click(within(header(/^Page/)).getByRole('button'));
    expect(pageColumn()[0]).toBe(many.rows.at(-1)!.page);
    expect(asked).toBe(1);
  });

  it('asks for every row once when paged again while they load', async () => {
    let asked = 0;
    let answer!: (table: SeoTableProps) => void;
    const whole = () => {
      asked++;
      return new Promise<SeoTableProps>((resolve) => (answer = resolve));
    };
    const { user } = renderBlock(
      <WholeBlock value={whole}>
        <SeoTable {...openingRows(many)} />
      </WholeBlock>,
    );
    const status = () => within(screen.getByRole('navigation', { name: 'Table pages' })).getByRole('status').textContent;
    await user.click(screen.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` }));
    await user.click(screen.getByRole('button', { name: `Next ${ROWS_PER_PAGE}` }));
    answer(many);
    await waitFor(() => expect(status()).toBe('Showing 101–200 of 250'));
    expect(asked).toBe(1);
  });

  it('says so when the rest of the rows cannot be loaded, and keeps what it shows', async () => {
    const { user } = renderBlock(
      <WholeBlock value={() => Promise.reject(new Error('offline'))}>
        <SeoTable {...openingRows(many)} />
      </WholeBlock>,
    );
    await user.click(within(header(/^Page/)).getByRole('button'));
    expect((await screen.findByText(/could not be loaded/)).getAttribute('role')).toBe('alert');
    expect(pageColumn()).toEqual(many.rows.slice(0, ROWS_PER_PAGE).map((row) => row.page));
    expect(sortOf(/^Page/)).toBe('ascending');
  });

  it('shows no page buttons while every row fits on one', () => {
    renderBlock(<SeoTable {...props} />);
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });

  it('hydrates without a mismatch', async () => {
    const { recoverable, unmount } = await renderHydrated(<SeoTable {...props} />);
    expect(recoverable).not.toHaveBeenCalled();
    unmount();
  });
});
