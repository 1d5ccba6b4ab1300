import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteOrExternalLink } from '../../ui/SiteOrExternalLink.tsx';
import { currentAttr } from '../header/nav-model.ts';

export interface FooterLink {
  label: string;
  href: string;
}

export const footerLinkClass = 'inline-flex min-h-11 items-center py-1.5 text-slate-300 transition-colors hover:text-white hover:underline';

export function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wider text-sand-200">{children}</h2>;
}

// Two columns as wide as their longest name, so a name ("Oklahoma City") never breaks in two;
// one column once the footer itself has four.
const twoColumns = 'grid-cols-[repeat(2,max-content)] lg:grid-cols-1';

/** A titled column of footer links; the link to the current page says so. */
export function FooterLinks({ title, links, columns = 1 }: { title: string; links: FooterLink[]; columns?: 1 | 2 }) {
  const { pathname } = useLocation();
  return (
    <div>
      <FooterHeading>{title}</FooterHeading>
      <ul className={`mt-3 grid gap-x-6 ${columns === 2 ? twoColumns : ''}`}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteOrExternalLink
              href={link.href}
              {...currentAttr(pathname, link.href)}
              className={`${footerLinkClass} whitespace-nowrap aria-[current=page]:text-white aria-[current=page]:underline`}
            >
              {link.label}
            </SiteOrExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
