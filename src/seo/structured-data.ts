import type { BreadcrumbList, City, ProfessionalService, Service, WebSite } from 'schema-dts';
import type { PageData } from '../../blocks/page.ts';
import { organizationId, type JsonLdNode, type SchemaOrgNode } from '../shared/json-ld.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { cityFromPath, statesOf } from '../shared/cities.ts';
import { canonicalUrl } from './meta-tags.ts';
import { openingHoursSpecification } from './opening-hours.ts';

/**
 * schema.org JSON-LD, derived from the settings and the page: never written by hand, and typed
 * against the schema.org vocabulary (schema-dts), so a misspelt type or property does not
 * compile. Only what the page shows goes in: the business, the breadcrumb trail above the
 * content, the service a service or city page offers, and what its blocks contribute (each
 * block type says what, in its defineBlock; this file knows no block types).
 */
export type JsonLd = { '@context': 'https://schema.org' } & JsonLdNode;

/** Search engines dial "+1 405 555 0142" from anywhere; the settings keep the number as shown. */
export function e164(phone: string, country: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  // North American numbering plan: ten digits after the country code 1.
  return digits.length === 10 && (country === 'US' || country === 'CA') ? `+1${digits}` : undefined;
}

/** A served city, placed in its state so "Kansas City" is never ambiguous. */
function cityPlaces(settings: SiteSettings, name: string): SchemaOrgNode<City>[] {
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

/** The business is the same on every page: made once per settings (thousands of pages render with one). */
const organizations = new WeakMap<SiteSettings, SchemaOrgNode<ProfessionalService>>();

export function organization(settings: SiteSettings): SchemaOrgNode<ProfessionalService> {
  let node = organizations.get(settings);
  if (!node) organizations.set(settings, (node = businessOf(settings)));
  return node;
}

function businessOf(settings: SiteSettings): SchemaOrgNode<ProfessionalService> {
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
export function website(settings: SiteSettings): SchemaOrgNode<WebSite> {
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

export function breadcrumbList(settings: SiteSettings, page: PageData, pathname: string): SchemaOrgNode<BreadcrumbList> {
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

/** A service page describes one kind of service (named in the navigation); a city page the business's service in that city. */
function service(settings: SiteSettings, page: PageData, pathname: string, url: string): SchemaOrgNode<Service> {
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

/**
 * A dated work a block contributes (an article) is what its page is about: it gets the page's
 * address and last edit here, which the compiler cannot know (a template page's address is
 * filled in per visit; the build reads edit dates from git after compiling).
 */
function asMainEntity(node: JsonLdNode, page: PageData, url: string): JsonLdNode {
  if (!('datePublished' in node) || typeof node.datePublished !== 'string') return node;
  const published = node.datePublished;
  // An edit never predates publication.
  const mainEntity = { ...node, mainEntityOfPage: url, dateModified: page.modified && page.modified > published ? page.modified : published };
  return mainEntity;
}

export function structuredData(settings: SiteSettings, page: PageData, pathname: string): JsonLd[] {
  const url = canonicalUrl(settings, pathname);
  const things: JsonLdNode[] = [organization(settings)];
  if (pathname === '/') things.push(website(settings));
  if (page.breadcrumbs.length > 1) things.push(breadcrumbList(settings, page, pathname));
  things.push(...page.structuredData.map((node) => asMainEntity(node, page, url)));
  if (page.kind === 'service' || page.kind === 'city') things.push(service(settings, page, pathname, url));
  return things.map((thing): JsonLd => ({ '@context': 'https://schema.org', ...thing }));
}
