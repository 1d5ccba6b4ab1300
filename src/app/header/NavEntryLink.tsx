import { SiteOrExternalLink } from '../../ui/SiteOrExternalLink.tsx';
import { currentAttr, isCurrent, type NavEntry } from './nav-model.ts';

/**
 * One menu entry, title over description, in both the dropdowns and the mobile menu. It is
 * highlighted when it is the current page, or (`section`) when the current page lies below it.
 */
export function NavEntryLink({
  entry,
  pathname,
  section = false,
  onNavigate,
}: {
  entry: NavEntry;
  pathname: string;
  section?: boolean;
  onNavigate?: () => void;
}) {
  const highlighted = section || isCurrent(pathname, entry.href);
  return (
    <SiteOrExternalLink
      href={entry.href}
      onClick={onNavigate}
      {...currentAttr(pathname, entry.href)}
      className={`block min-h-11 rounded-lg px-3 py-2.5 transition-colors hover:bg-sand-50 ${highlighted ? 'bg-sand-100' : ''}`}
    >
      <span className={`block font-semibold ${highlighted ? 'text-brand-700' : 'text-navy-900'}`}>{entry.title}</span>
      {entry.description && <span className="mt-0.5 block text-sm text-slate-600">{entry.description}</span>}
    </SiteOrExternalLink>
  );
}
