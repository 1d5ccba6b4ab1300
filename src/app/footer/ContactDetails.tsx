import { mailtoHref, telHref } from '../../ui/contact.ts';
import { SiteOrExternalLink } from '../../ui/SiteOrExternalLink.tsx';
import { FooterHeading, footerLinkClass } from './FooterLinks.tsx';
import { useSettings } from '../../ui/site-settings.ts';

/** Phone (tel:), e-mail (mailto:), hours and region, from the settings. */
export function ContactDetails() {
  const { phone, email, hours, region } = useSettings().contact;
  return (
    <div>
      <FooterHeading>Contact</FooterHeading>
      <ul className="mt-3">
        <li>
          <SiteOrExternalLink href={telHref(phone)} className={footerLinkClass}>
            {phone}
          </SiteOrExternalLink>
        </li>
        <li>
          <SiteOrExternalLink href={mailtoHref(email)} className={`${footerLinkClass} break-all`}>
            {email}
          </SiteOrExternalLink>
        </li>
        <li className="py-2">{hours}</li>
        <li className="py-2">{region}</li>
      </ul>
    </div>
  );
}
