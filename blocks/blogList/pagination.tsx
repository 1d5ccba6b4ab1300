import { ChevronLeft, ChevronRight } from '../../src/ui/icons.ts';
import type { ReactNode } from 'react';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border-2 px-3 font-semibold';
const enabled = `${item} border-slate-300 bg-white text-navy-900 hover:border-navy-900`;
const current = `${item} border-navy-900 bg-navy-900 text-white`;
const disabled = `${item} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;

/**
 * Numbered pages. Previous and next are links while there is somewhere to go and disabled
 * buttons at the ends; the current number carries aria-current. Hidden with one page or fewer.
 */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const content = iconFirst ? (
      <>
        {icon}
        {label}
      </>
    ) : (
      <>
        {label}
        {icon}
      </>
    );
    return target >= 1 && target <= pageCount ? (
      <a href={href(target)} className={enabled}>
        {content}
      </a>
    ) : (
      <button type="button" disabled className={disabled}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, 'Previous', <ChevronLeft size={18} />, true)}</li>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={href(number)}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={number === page ? current : enabled}
            >
              {number}
            </a>
          </li>
        ))}
        <li>{step(page + 1, 'Next', <ChevronRight size={18} />, false)}</li>
      </ul>
    </nav>
  );
}
