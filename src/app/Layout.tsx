import { useEffect, type ReactNode } from 'react';
import { useAnalytics } from './use-analytics.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ShellPart } from './ShellPart.tsx';
import { useSiteLinks } from './use-site-links.ts';
import { SiteWidgets } from './widgets/SiteWidgets.tsx';
import { useSettings } from '../ui/site-settings.ts';

/** The frame of every route: skip link, header, the page, footer, widgets and toasts. */
export function Layout({ children }: { children: ReactNode }) {
  // Marks the moment the page is interactive (browser tests and analytics wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  useAnalytics(useSettings().analytics.gtagId);
  useSiteLinks();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <ShellPart name="header">
        <Header />
      </ShellPart>
      <main id="main" tabIndex={-1} className="pt-(--header-height) outline-none">
        {children}
      </main>
      <ShellPart name="footer">
        <Footer />
      </ShellPart>
      <SiteWidgets />
      <Toaster />
    </>
  );
}
