import { settings } from 'virtual:content';
import { mailtoHref, telHref } from '../lib/contact.ts';
import { slugify } from '../lib/slug.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { FooterLinks, footerLinkClass } from './footer/FooterLinks.tsx';
import { SocialLinks } from './footer/SocialLinks.tsx';
import { useCurrentYear } from './footer/use-current-year.ts';

const cityLinks = settings.footer.cities.map((city) => ({ label: city, href: `/locations/${slugify(city)}` }));
const companyLinks = settings.navigation.map((section) => ({ label: section.name, href: section.path }));

/** The site footer: every fact and link comes from the site settings. */
export function Footer() {
  const year = useCurrentYear();
  const { brand, tagline, contact } = settings;
  return (
    // Bottom padding keeps the copyright clear of the floating widgets on phones.
    <footer className="bg-navy-900 pb-24 text-slate-300 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <p className="text-xl font-bold text-white">{brand}</p>
          <p className="mt-3 max-w-sm">{tagline}</p>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>
        <FooterLinks title="Services" links={settings.footer.services} />
        <FooterLinks title="Company" links={companyLinks} />
        <FooterLinks title="Locations" links={cityLinks} columns={2} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-sand-200">Contact</h2>
          <ul className="mt-3">
            <li>
              <SmartLink href={telHref(contact.phone)} className={footerLinkClass}>
                {contact.phone}
              </SmartLink>
            </li>
            <li>
              <SmartLink href={mailtoHref(contact.email)} className={`${footerLinkClass} break-all`}>
                {contact.email}
              </SmartLink>
            </li>
            <li className="py-2">{contact.hours}</li>
            <li className="py-2">{contact.region}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          {/* The year may change between the build and the visit: see useCurrentYear. */}
          © <span suppressHydrationWarning>{year}</span> {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
