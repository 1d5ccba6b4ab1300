import { useLocation } from 'react-router-dom';
import { buttonClass } from '../ui/Button.tsx';
import { BookingLink } from '../ui/SiteOrExternalLink.tsx';
import { DesktopNav } from './header/DesktopNav.tsx';
import { Logo } from './header/Logo.tsx';
import { MobileNav } from './header/MobileNav.tsx';

/**
 * The fixed site header, --header-height tall (110 px, src/styles.css; <main> is padded by the
 * same amount). The one exception: on screens up to 500 px tall (a phone on its side, or 400%
 * zoom) a fixed header would hide a large part of the view (WCAG 1.4.10), so there it sits at the top
 * of the page and scrolls away with it. No backdrop filter: it would make the header the
 * containing block of the mobile menu's fixed sheet.
 */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) border-b border-slate-200 bg-white short:absolute">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo pathname={pathname} />
        <DesktopNav />
        <div className="hidden lg:block">
          <BookingLink className={buttonClass()} />
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
