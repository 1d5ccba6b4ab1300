import { SiteOrExternalLink } from '../../ui/SiteOrExternalLink.tsx';
import { networkNames, SocialIcon } from './SocialIcon.tsx';
import { useSettings } from '../../ui/site-settings.ts';

/** Icon links to the social profiles in the settings, each named "{brand} on {Network}". */
export function SocialLinks() {
  const settings = useSettings();
  return (
    <ul className="flex flex-wrap gap-2">
      {settings.socials.map((social) => (
        <li key={social.url}>
          <SiteOrExternalLink
            href={social.url}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
          >
            <SocialIcon network={social.network} />
            <span className="sr-only">{`${settings.brand} on ${networkNames[social.network]}`}</span>
          </SiteOrExternalLink>
        </li>
      ))}
    </ul>
  );
}
