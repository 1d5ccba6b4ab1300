import { useSettings } from '../../ui/site-settings.ts';
import { currentAttr } from './nav-model.ts';

/** The brand mark (the favicon's house) and name; always links home. */
export function Logo({ pathname }: { pathname: string }) {
  const { brand } = useSettings();
  return (
    <a href="/" {...currentAttr(pathname, '/')} className="flex min-h-11 items-center gap-3 rounded-lg">
      <svg aria-hidden="true" focusable="false" width="40" height="40" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="6" className="fill-navy-900" />
        <path d="M6 17 16 8l10 9v8H6z" className="fill-brand-600" />
        <rect x="13" y="19" width="6" height="6" className="fill-sand-100" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-navy-900">{brand}</span>
    </a>
  );
}
