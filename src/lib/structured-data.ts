import type { BlockData, PageData, SiteSettings } from '../content/types.ts';
import { canonicalUrl } from './head.ts';
import { slugify, titleCase } from './slug.ts';

/**
 * schema.org JSON-LD, derived from the settings and the page's blocks: never written by hand.
 * Only what the page shows goes in (the FAQ questions on the page, the article as displayed).
 */
type Thing = Record<string, unknown> & { '@type': string };

const decode = (text: string) =>
  text.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
/** Rich text as plain text (it is already sanitised; this only drops the markup). */
export const plainText = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

export function organization(settings: SiteSettings): Thing {
  return {
    '@type': 'ProfessionalService',
    '@id': `${settings.siteUrl}/#organization`,
    name: settings.brand,
    description: settings.tagline,
    url: `${settings.siteUrl}/`,
    logo: `${settings.siteUrl}${settings.logo}`,
    image: `${settings.siteUrl}${settings.logo}`,
    telephone: settings.contact.phone,
    email: settings.contact.email,
    foundingDate: String(settings.foundedYear),
    openingHours: settings.contact.openingHours,
    address: { '@type': 'PostalAddress', addressLocality: settings.contact.locality, addressRegion: settings.contact.regionCode, addressCountry: 'US' },
    sameAs: settings.socials.map((social) => social.url),
    areaServed: settings.footer.cities.map((name) => ({ '@type': 'City', name })),
  };
}

/** The city of a city page: the footer's spelling when listed ("Fort Worth"), else from the slug. */
export function cityFromPath(settings: SiteSettings, pathname: string): string {
  const slug = pathname.split('/').pop() ?? '';
  return settings.footer.cities.find((name) => slugify(name) === slug) ?? titleCase(slug);
}

const blocksOf = (page: PageData, type: string) => page.blocks.filter((block) => block.type === type);

export function structuredData(settings: SiteSettings, page: PageData, pathname: string): Thing[] {
  const provider = { '@id': `${settings.siteUrl}/#organization` };
  const url = canonicalUrl(settings, pathname);
  const things: Thing[] = [organization(settings)];
  if (page.breadcrumbs.length > 1) {
    things.push({
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: canonicalUrl(settings, index === page.breadcrumbs.length - 1 ? pathname : crumb.path),
      })),
    });
  }
  const questions = blocksOf(page, 'faq').flatMap((block) => (block.items as { question: string; answer: string }[]) ?? []);
  if (questions.length > 0) {
    things.push({
      '@type': 'FAQPage',
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
      })),
    });
  }
  const article = blocksOf(page, 'article')[0] as (BlockData & { heading: string; summary: string; category: string; published: string; image: { src: string } }) | undefined;
  if (article) {
    things.push({
      '@type': 'BlogPosting',
      headline: article.heading,
      description: article.summary,
      articleSection: article.category,
      datePublished: article.published,
      image: `${settings.siteUrl}${article.image.src}`,
      mainEntityOfPage: url,
      author: provider,
      publisher: provider,
    });
  }
  if (page.kind === 'service' || page.kind === 'city') {
    const hero = blocksOf(page, 'hero')[0] as (BlockData & { heading: string }) | undefined;
    things.push({
      '@type': 'Service',
      name: page.title,
      serviceType: hero?.heading ?? page.title,
      description: page.description,
      url,
      provider,
      areaServed:
        page.kind === 'city'
          ? { '@type': 'City', name: cityFromPath(settings, pathname) }
          : settings.footer.cities.map((name) => ({ '@type': 'City', name })),
    });
  }
  return things.map((thing) => ({ '@context': 'https://schema.org', ...thing }));
}

