import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, CircleCheck } from '../../src/ui/icons.ts';
import { useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../src/ui/Button.tsx';
import { Section } from '../../src/ui/Section.tsx';
import { DESCRIPTION_MAX, health, TITLE_MAX } from './health.ts';
import { FIRST_ORDER, ROWS_PER_PAGE, sorted, type Sort, type SortKey } from '../../src/shared/seo-table-order.ts';
import type { SeoTableProps, SeoTableRows } from './schema.ts';
import { useWholeBlock } from '../../src/ui/whole-block.ts';
import { COLUMN_LABELS, TOO_LONG_LABEL, TOTAL_LABEL } from './words.ts';

const columns: { key: SortKey; label: string; width: string }[] = [
  { key: 'page', label: COLUMN_LABELS.page, width: 'w-1/5' },
  { key: 'title', label: COLUMN_LABELS.title, width: 'w-1/3' },
  { key: 'description', label: COLUMN_LABELS.description, width: '' },
];

function Badge({ text, max }: { text: string; max: number }) {
  const { ok, label } = health(text, max);
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span
      className={`mt-2 inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
    >
      <Icon size={16} />
      {label}
    </span>
  );
}

/**
 * The SEO dashboard: the rows are computed at build time with the same title rule as <head>,
 * so this table can never disagree with the real tags. Health is shown in words and colour. A
 * large site's page carries the rows it opens with (see openingRows): sorted or paged, the table
 * gets every row from the page's data file first.
 */
export default function SeoTable(props: SeoTableProps) {
  const { anchor, heading, intro } = props;
  const wholeBlock = useWholeBlock();
  const [whole, setWhole] = useState<SeoTableRows>();
  const [loading, setLoading] = useState<'loading' | 'failed'>();
  const { rows, total, tooLong } = whole ?? props;
  const [sort, setSort] = useState<Sort>(FIRST_ORDER);
  const [firstAsked, setFirst] = useState(0);
  // An edit in dev may leave fewer rows than the page shown: back to the first.
  const first = firstAsked < total ? firstAsked : 0;
  const ordered = useMemo(() => sorted(rows, sort), [rows, sort]);
  const shown = ordered.slice(first, first + ROWS_PER_PAGE);
  // The rows asked for: a second sort or page while they load waits for the same answer; asked again after a failure.
  const asking = useRef<Promise<unknown>>(undefined);
  /** Does `change` once every row is here. */
  const withEveryRow = (change: () => void) => {
    if (rows.length >= total || !wholeBlock) return change();
    setLoading('loading');
    (asking.current ??= wholeBlock()).then(
      (block) => {
        setWhole(block as SeoTableRows);
        setLoading(undefined);
        change();
      },
      () => {
        asking.current = undefined;
        setLoading('failed');
      },
    );
  };
  const toggle = (key: SortKey) =>
    withEveryRow(() => {
      setSort((current) => ({ key, ascending: current.key === key ? !current.ascending : true }));
      setFirst(0);
    });

  return (
    <Section anchor={anchor} tone="muted" heading={heading} intro={intro}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <dt className="text-slate-700">{TOTAL_LABEL}</dt>
          <dd className="mt-1 text-4xl font-bold text-navy-900">{total}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <dt className="text-slate-700">{TOO_LONG_LABEL}</dt>
          <dd className={`mt-1 text-4xl font-bold ${tooLong ? 'text-red-700' : 'text-navy-900'}`}>{tooLong}</dd>
        </div>
      </dl>
      {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
      <div
        role="region"
        aria-label={`${heading}, scrollable table`}
        aria-busy={loading === 'loading'}
        tabIndex={0}
        className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[48rem] text-left align-top">
          {/* Names the table and its current order for screen readers; the heading above says it visually. */}
          <caption className="sr-only">
            {`${heading}: ${total} pages with their title tag and meta description, sorted by ${columns.find((column) => column.key === sort.key)!.label}, ${sort.ascending ? 'ascending' : 'descending'}`}
          </caption>
          <thead className="bg-slate-100 text-navy-900">
            <tr>
              {columns.map(({ key, label, width }) => {
                const active = sort.key === key;
                const SortIcon = active ? (sort.ascending ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th key={key} scope="col" aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'} className={`p-2 ${width}`}>
                    <button
                      type="button"
                      onClick={() => toggle(key)}
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-left font-semibold hover:bg-slate-200"
                    >
                      {label}
                      <SortIcon aria-hidden="true" size={16} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((row) => (
              <tr key={row.path} className="align-top">
                <td className="p-4">
                  <a href={row.path} target="_blank" rel="noopener noreferrer" className="inline-block min-h-11 font-semibold text-brand-700 hover:underline">
                    {row.page}
                    <span className="sr-only"> (opens in a new tab)</span>
                    <span className="block font-mono text-sm font-normal text-slate-700">{row.path}</span>
                  </a>
                </td>
                <td className="p-4 text-slate-800">
                  <span className="block">{row.title}</span>
                  <Badge text={row.title} max={TITLE_MAX} />
                </td>
                <td className="p-4 text-slate-800">
                  <span className="block">{row.description}</span>
                  <Badge text={row.description} max={DESCRIPTION_MAX} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loading === 'failed' && (
        <p role="alert" className="mt-6 font-semibold text-red-700">
          The rest of the rows could not be loaded. Check the connection and try again.
        </p>
      )}
      {total > ROWS_PER_PAGE && <RowPages first={first} shown={shown.length} total={total} onMove={(to) => withEveryRow(() => setFirst(to))} />}
    </Section>
  );
}

/**
 * Previous and next pages of rows, with where the visitor is said politely. At either end the
 * button stays focusable and says it is unavailable (aria-disabled), so focus is never lost.
 */
function RowPages({ first, shown, total, onMove }: { first: number; shown: number; total: number; onMove: (first: number) => void }) {
  const button = (label: string, to: number) => {
    const available = to >= 0 && to < total;
    return (
      <button
        type="button"
        aria-disabled={!available}
        onClick={() => available && onMove(to)}
        className={`${buttonClass('secondary')} aria-disabled:opacity-50`}
      >
        {label}
      </button>
    );
  };
  return (
    <nav aria-label="Table pages" className="mt-6 flex flex-wrap items-center gap-4">
      {button(`Previous ${ROWS_PER_PAGE}`, first - ROWS_PER_PAGE)}
      <p role="status" aria-live="polite" className="font-semibold text-slate-700">
        Showing {first + 1}–{first + shown} of {total}
      </p>
      {button(`Next ${ROWS_PER_PAGE}`, first + ROWS_PER_PAGE)}
    </nav>
  );
}
