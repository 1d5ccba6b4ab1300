import type {
  BlogPosting,
  BreadcrumbList,
  City,
  FAQPage,
  Person,
  ProfessionalService,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { BlockData, PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { cityFromPath, statesOf } from '../shared/cities.ts';
import { canonicalUrl } from './meta-tags.ts';
import { openingHoursSpecification } from './opening-hours.ts';
import { plainText } from '../shared/rich-text.ts';

/**
 * schema.org JSON-LD, derived from the settings and the page's blocks: never written by hand,
 * and typed against the schema.org vocabulary (schema-dts), so a misspelt type or property does
 * not compile. Only what the page shows goes in (the FAQ questions on the page, the article as
 * displayed, the breadcrumb trail above the content).
 */
type Node<T> = Exclude<T, string>;
type Thing = Node<ProfessionalService> | Node<WebSite> | Node<BreadcrumbList> | Node<FAQPage> | Node<BlogPosting> | Node<Service>;
export type JsonLd = WithContext<Thing>;

const organizationId = (settings: SiteSettings) => `${settings.siteUrl}/#organization`;

/** Search engines dial "+1 405 555 0142" from anywhere; the settings keep the number as shown. */
export function e164(phone: string, country: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  // North American numbering plan: ten digits after the country code 1.
  return digits.length === 10 && (country === 'US' || country === 'CA') ? `+1${digits}` : undefined;
}

/** A served city, placed in its state so "Kansas City" is never ambiguous. */
function cityPlaces(settings: SiteSettings, name: string): Node<City>[] {
  const states = statesOf(settings, name);
  if (states.length === 0) return [{ '@type': 'City', name }];
  return states.map((state) => ({
    '@type': 'City',
    name,
    containedInPlace: { '@type': 'State', name: state.state, identifier: state.code },
  }));
}

const servedCities = (settings: SiteSettings) => {
  const names = settings.areaServed.length > 0 ? [...new Set(settings.areaServed.flatMap((area) => area.cities))] : settings.footer.cities;
  return names.flatMap((name) => cityPlaces(settings, name));
};

export function organization(settings: SiteSettings): Node<ProfessionalService> {
  const { contact } = settings;
  const telephone = e164(contact.phone, contact.country);
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(settings),
    name: settings.brand,
    description: settings.tagline,
    url: `${settings.siteUrl}/`,
    logo: `${settings.siteUrl}${settings.logo}`,
    image: `${settings.siteUrl}${settings.logo}`,
    ...(telephone ? { telephone } : {}),
    email: contact.email,
    foundingDate: String(settings.foundedYear),
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', ...openingHoursSpecification(contact.openingHours) },
    address: {
      '@type': 'PostalAddress',
      ...(contact.streetAddress ? { streetAddress: contact.streetAddress } : {}),
      addressLocality: contact.locality,
      addressRegion: contact.regionCode,
      ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
      addressCountry: contact.country,
    },
    ...(contact.geo ? { geo: { '@type': 'GeoCoordinates', latitude: contact.geo.latitude, longitude: contact.geo.longitude } } : {}),
    ...(settings.priceRange ? { priceRange: settings.priceRange } : {}),
    sameAs: settings.socials.map((social) => social.url),
    areaServed: servedCities(settings),
  };
}

/** The site itself: search engines take the site name shown in results from it. */
export function website(settings: SiteSettings): Node<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': `${settings.siteUrl}/#website`,
    name: settings.brand,
    url: `${settings.siteUrl}/`,
    description: settings.tagline,
    inLanguage: 'en-US',
    publisher: { '@id': organizationId(settings) },
  };
}

export function breadcrumbList(settings: SiteSettings, page: PageData, pathname: string): Node<BreadcrumbList> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(settings, index === page.breadcrumbs.length - 1 ? pathname : crumb.path),
    })),
  };
}

const blocksOf = (page: PageData, type: string) => page.blocks.filter((block) => block.type === type);

function faqPage(questions: { question: string; answer: string }[]): Node<FAQPage> {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

type ArticleBlock = BlockData & {
  heading: string;
  summary: string;
  category: string;
  published: string;
  image: { src: string };
  author: { name: string; jobTitle: string };
};

function blogPosting(settings: SiteSettings, page: PageData, article: ArticleBlock, url: string): Node<BlogPosting> {
  const author: Node<Person> = {
    '@type': 'Person',
    name: article.author.name,
    jobTitle: article.author.jobTitle,
    worksFor: { '@id': organizationId(settings) },
  };
  return {
    '@type': 'BlogPosting',
    headline: article.heading,
    description: article.summary,
    articleSection: article.category,
    datePublished: article.published,
    // The page file's last commit; an edit never predates publication.
    dateModified: page.modified && page.modified > article.published ? page.modified : article.published,
    image: `${settings.siteUrl}${article.image.src}`,
    mainEntityOfPage: url,
    author,
    publisher: { '@id': organizationId(settings) },
  };
}

/** A service page describes one kind of service (named in the navigation); a city page the business's service in that city. */
function service(settings: SiteSettings, page: PageData, pathname: string, url: string): Node<Service> {
  const navItem = settings.navigation.flatMap((section) => section.items).find((item) => item.href === page.route);
  const serviceType = page.kind === 'service' ? (navItem?.serviceType ?? settings.serviceType) : settings.serviceType;
  return {
    '@type': 'Service',
    name: page.title,
    ...(serviceType ? { serviceType } : {}),
    description: page.description,
    url,
    provider: { '@id': organizationId(settings) },
    areaServed: page.kind === 'city' ? cityPlaces(settings, cityFromPath(settings, pathname)) : servedCities(settings),
  };
}

export function structuredData(settings: SiteSettings, page: PageData, pathname: string): JsonLd[] {
  const url = canonicalUrl(settings, pathname);
  const things: Thing[] = [organization(settings)];
  if (pathname === '/') things.push(website(settings));
  if (page.breadcrumbs.length > 1) things.push(breadcrumbList(settings, page, pathname));
  const questions = blocksOf(page, 'faq').flatMap((block) => (block.items as { question: string; answer: string }[]) ?? []);
  if (questions.length > 0) things.push(faqPage(questions));
  const article = blocksOf(page, 'article')[0] as ArticleBlock | undefined;
  if (article) things.push(blogPosting(settings, page, article, url));
  if (page.kind === 'service' || page.kind === 'city') things.push(service(settings, page, pathname, url));
  return things.map((thing): JsonLd => ({ '@context': 'https://schema.org', ...thing }));
}
