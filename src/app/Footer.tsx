import { slugify } from '../shared/slug.ts';
import { ContactDetails } from './footer/ContactDetails.tsx';
import { FooterLinks } from './footer/FooterLinks.tsx';
import { SocialLinks } from './footer/SocialLinks.tsx';
import { useCurrentYear } from './footer/use-current-year.ts';
import { useSettings } from '../ui/site-settings.ts';

/** The site footer: every fact and link comes from the site settings. */
export function Footer() {
  const year = useCurrentYear();
  const settings = useSettings();
  // The hub lists every city page, including those the footer does not name.
  const cityLinks = [
    ...settings.footer.cities.map((city) => ({ label: city, href: `/locations/${slugify(city)}` })),
    { label: 'All locations', href: '/locations' },
  ];
  return (
    // Bottom padding as tall as the quick-actions bar (widgets/SiteWidgets.tsx): at the end of
    // the page the copyright sits above it, never under it.
    <footer className="focus-light bg-navy-900 pb-16 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 border-b border-white/10 pb-10 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-xl font-bold text-white">{settings.brand}</p>
            <p className="mt-3 max-w-xl">{settings.tagline}</p>
          </div>
          <SocialLinks />
        </div>
        <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.8fr_1.2fr_1.3fr]">
          <FooterLinks title="Services" links={settings.footer.services} />
          <FooterLinks title="Company" links={settings.footer.company} />
          <FooterLinks title="Locations" links={cityLinks} columns={2} />
          <ContactDetails />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          {/* The year may change between the build and the visit: see useCurrentYear. */}© <span suppressHydrationWarning>{year}</span> {settings.brand}. All
          rights reserved.
        </p>
      </div>
    </footer>
  );
}
