import type { ReactNode } from 'react';
import type { SiteSettings } from '../../shared/site-schema.ts';

export type Network = SiteSettings['socials'][number]['network'];

export const networkNames: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
};

// lucide-react has no brand marks; these are simple glyphs drawn for this site on a 24 grid.
const glyphs: Record<Network, ReactNode> = {
  facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.75c0-.9.35-1.5 1.6-1.5h1.5V4.6A19 19 0 0 0 14.3 4.5c-2.6 0-4.1 1.5-4.1 4.2v1.8H7.5v3h2.7V21z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4" y="9" width="3.4" height="11" rx="0.5" />
      <circle cx="5.7" cy="5.6" r="2" />
      <path d="M10 9h3.2v1.6c.6-1 1.8-1.9 3.6-1.9 2.9 0 3.9 1.9 3.9 4.8V20h-3.4v-5.7c0-1.4-.4-2.5-1.8-2.5s-2.1 1.1-2.1 2.6V20H10z" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M2.5 8.2c0-1.8 1.2-3 3-3.1C7.6 5 9.8 5 12 5s4.4 0 6.5.1c1.8.1 3 1.3 3 3.1v7.6c0 1.8-1.2 3-3 3.1-2.1.1-4.3.1-6.5.1s-4.4 0-6.5-.1c-1.8-.1-3-1.3-3-3.1zM10 9v6l5.2-3z"
    />
  ),
  x: <path d="M4 4h4.6l3.9 5.4L17.2 4h2.3l-6 7 6.5 9h-4.6l-4.2-5.8L6 20H3.7l6.4-7.4z" />,
};

/** A decorative network mark: the link around it carries the accessible name. */
export function SocialIcon({ network, size = 22 }: { network: Network; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      {glyphs[network]}
    </svg>
  );
}
