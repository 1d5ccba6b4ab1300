import { ChevronRight } from '../ui/icons.ts';
import type { PageData } from '../../blocks/page.ts';
import { SiteOrExternalLink } from '../ui/SiteOrExternalLink.tsx';

/**
 * The visible trail (Home › Services › SEO & AEO) above every page but the home page. It is the
 * same list as the page's BreadcrumbList structured data, so what search engines show is what
 * visitors see.
 */
export function Breadcrumbs({ trail }: { trail: PageData['breadcrumbs'] }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-4 py-1 text-sm sm:px-6 lg:px-8">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-x-1">
              {last ? (
                <span aria-current="page" className="inline-flex min-h-8 items-center text-slate-700">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteOrExternalLink href={crumb.path} className="inline-flex min-h-8 items-center rounded px-1 font-semibold text-brand-700 hover:underline">
                    {crumb.name}
                  </SiteOrExternalLink>
                  <ChevronRight size={14} className="text-slate-500" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
