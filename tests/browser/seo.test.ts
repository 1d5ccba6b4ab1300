import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { markdownFile } from '../../src/build/markdown-path.ts';
import { statesOf } from '../../src/shared/cities.ts';
import { slugify } from '../../src/shared/slug.ts';
import { openPage, useSiteServer, withPage } from './harness.ts';
import { schemaOrgProblems } from './schema-org.ts';

type Thing = Record<string, unknown> & { '@type': string };
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;
const indexable = site.pages.filter((page) => !page.data.noindex);

const server = useSiteServer();
const get = (route: string) => fetch(`${server.url}${route}`);
const html = async (route: string) => (await get(route)).text();
const headOf = (document: string) => document.slice(0, document.indexOf('</head>'));
const meta = (head: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Thing);

describe('social previews', () => {
  it.each(indexable.map((page) => [page.data.route]))('%s: a 1200×630 PNG preview with its size, alt and a large card', async (route) => {
    const head = headOf(await html(route));
    const image = meta(head, 'og:image')!;
    expect(image.startsWith(`${settings.siteUrl}/`)).toBe(true);
    expect(meta(head, 'twitter:image')).toBe(image);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'og:image:alt')).toBeTruthy();
    const file = await get(image.slice(settings.siteUrl.length));
    expect(file.headers.get('content-type')).toBe('image/png');
    const { width, height, format } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')]).toEqual(['1200', '630']);
  });
});

let ofPages: { route: string; things: Thing[] }[] | undefined;
const pagesLd = async () => {
  ofPages ??= [];
  if (ofPages.length === 0) for (const { data } of indexable) ofPages.push({ route: data.route, things: jsonLd(headOf(await html(data.route))) });
  return ofPages;
};

describe('structured data', () => {
  it('carries the properties search engines require for each rich result', async () => {
    for (const { route, things } of await pagesLd()) {
      for (const thing of things) {
        const has = (...keys: string[]) => keys.forEach((key) => expect(thing[key], `${route} ${thing['@type']}.${key}`).toBeTruthy());
        if (thing['@type'] === 'ProfessionalService') has('name', 'address', 'telephone', 'url', 'openingHoursSpecification', 'geo', 'priceRange');
        if (thing['@type'] === 'WebSite') has('name', 'url');
        if (thing['@type'] === 'BlogPosting') {
          has('headline', 'image', 'datePublished', 'dateModified', 'author');
          expect((thing.author as Thing).name, route).toBeTruthy();
        }
        if (thing['@type'] === 'Service') has('name', 'serviceType', 'provider', 'areaServed');
        if (thing['@type'] === 'FAQPage') {
          for (const question of thing.mainEntity as Thing[]) expect([question.name, (question.acceptedAnswer as Thing).text].every(Boolean), route).toBe(true);
        }
        if (thing['@type'] === 'BreadcrumbList') {
          for (const item of thing.itemListElement as Thing[]) expect([item.position, item.name, item.item].every(Boolean), route).toBe(true);
        }
      }
      expect(things.filter((thing) => thing['@type'] === 'WebSite').length, route).toBe(route === '/' ? 1 : 0);
    }
  });

  it('describes the business from the settings: full address, E.164 phone, hours, cities in their states', async () => {
    const business = jsonLd(headOf(await html('/'))).find((thing) => thing['@type'] === 'ProfessionalService')!;
    const { contact } = settings;
    expect(business.telephone).toBe(`+1${contact.phone.replace(/\D/g, '')}`);
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: contact.streetAddress,
      addressLocality: contact.locality,
      addressRegion: contact.regionCode,
      postalCode: contact.postalCode,
      addressCountry: contact.country,
    });
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', ...contact.geo });
    expect(business.sameAs).toEqual(settings.socials.map((social) => social.url));
    const places = business.areaServed as { name: string; containedInPlace: { name: string } }[];
    expect(places.map((place) => `${place.name}, ${place.containedInPlace.name}`)).toEqual(
      settings.areaServed
        .flatMap((area) => area.cities.map((city) => [city, area] as const))
        .map(([city, area]) => `${city}, ${area.state}`)
        .filter((entry, index, all) => all.indexOf(entry) === index),
    );
  });

  it('names each service page’s kind of service, not its headline', async () => {
    for (const item of settings.navigation.flatMap((section) => section.items).filter((entry) => entry.serviceType)) {
      const service = jsonLd(headOf(await html(item.href))).find((thing) => thing['@type'] === 'Service')!;
      expect(service.serviceType).toBe(item.serviceType);
    }
  });

  it('places each city page’s service in the city’s state(s)', async () => {
    for (const city of settings.footer.cities) {
      const route = `/locations/${slugify(city)}`;
      const service = jsonLd(headOf(await html(route))).find((thing) => thing['@type'] === 'Service')!;
      const places = service.areaServed as { name: string; containedInPlace: { name: string } }[];
      expect(places.map((place) => [place.name, place.containedInPlace.name])).toEqual(statesOf(settings, city).map((state) => [city, state.state]));
    }
  });

  it('shows the visible breadcrumb trail equal to the BreadcrumbList on every page but the home page; every section has a heading', async () => {
    // The prerendered HTML as it is, one route after another in one page.
    const opened = await openPage('about:blank', { javaScript: false });
    try {
      for (const { route, things } of await pagesLd()) {
        await opened.page.goto(`${server.url}${route}`);
        const trail = await opened.page
          .locator('nav[aria-label="Breadcrumb"] li')
          .evaluateAll((items) => items.map((item) => ({ name: item.textContent?.trim(), href: item.querySelector('a')?.getAttribute('href') ?? null })));
        // Block sections; a region inside one (a carousel's slides) is named by its own label.
        const sectionsWithoutHeading = await opened.page
          .locator('main section')
          .evaluateAll((sections) => sections.filter((section) => !section.parentElement?.closest('section') && !section.querySelector('h1, h2')).length);
        expect(sectionsWithoutHeading, `${route}: sections without a heading`).toBe(0);
        const list = things.find((thing) => thing['@type'] === 'BreadcrumbList');
        if (route === '/') {
          expect(trail).toEqual([]);
          continue;
        }
        const items = list!.itemListElement as { name: string; item: string }[];
        expect(
          trail.map((crumb) => crumb.name),
          route,
        ).toEqual(items.map((item) => item.name));
        // Every crumb but the current page links where the structured data points.
        expect(
          trail.slice(0, -1).map((crumb) => `${settings.siteUrl}${crumb.href === '/' ? '/' : crumb.href}`),
          route,
        ).toEqual(items.slice(0, -1).map((item) => item.item));
        expect(trail.at(-1)!.href, route).toBeNull();
      }
    } finally {
      await opened.close();
    }
  }, 120_000);
});

describe('locations hub', () => {
  it('lists every indexable city page, is linked from the footer, and names each city in its h1', async () => {
    const cities = indexable.filter((page) => page.data.kind === 'city');
    await withPage(`${server.url}/locations`, {}, async ({ page }) => {
      const listed = await page.locator('main section ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([...listed].sort()).toEqual(cities.map((city) => city.data.route).sort());
      expect(await page.locator('#root > footer a[href="/locations"]').count()).toBe(1);
    });
    for (const city of cities) {
      const document = await html(city.data.route);
      const name = site.settings.footer.cities.find((candidate) => city.data.route.endsWith(`/${slugify(candidate)}`));
      if (name) expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(document)?.[1], city.data.route).toContain(name);
    }
  });

  it('sends the first blog page’s ranking to /blog', async () => {
    expect(/<link rel="canonical" href="([^"]+)"/.exec(await html('/blog/1'))?.[1]).toBe(`${settings.siteUrl}/blog`);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(await html('/blog'))?.[1]).toBe(`${settings.siteUrl}/blog`);
  });
});

describe('icons and manifest', () => {
  it('serves favicon.ico (16, 32, 48 px), a 180 px apple-touch-icon and a manifest with the theme colours, all linked', async () => {
    const ico = Buffer.from(await (await get('/favicon.ico')).arrayBuffer());
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    expect([0, 1, 2].map((index) => ico.readUInt8(6 + index * 16))).toEqual([16, 32, 48]);
    const touch = await sharp(Buffer.from(await (await get('/apple-touch-icon.png')).arrayBuffer())).metadata();
    expect([touch.width, touch.height, touch.hasAlpha]).toEqual([180, 180, false]);
    const manifestResponse = await get('/site.webmanifest');
    expect(manifestResponse.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: settings.brand, theme_color: settings.theme.color, background_color: settings.theme.background });
    for (const icon of manifest.icons) {
      const { width, height } = await sharp(Buffer.from(await (await get(icon.src)).arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const head = headOf(await html('/'));
    for (const link of ['rel="icon" href="/favicon.ico"', 'rel="apple-touch-icon" href="/apple-touch-icon.png"', 'rel="manifest" href="/site.webmanifest"'])
      expect(head).toContain(link);
  });
});

describe('answer engines', () => {
  it('publishes each indexable page as Markdown, all of them in llms-full.txt, and names the markets in llms.txt', async () => {
    const full = await (await get('/llms-full.txt')).text();
    for (const { data } of indexable) {
      const response = await get(`/${markdownFile(data.route)}`);
      expect(response.status, data.route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/markdown');
      const markdown = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(await html(data.route))![1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'");
      expect(markdown, data.route).toContain(`# ${h1}`);
      expect(full).toContain(markdown.trim());
    }
    const llms = await (await get('/llms.txt')).text();
    for (const area of settings.areaServed) expect(llms).toContain(area.state);
    expect(readFileSync('dist/llms.txt', 'utf8')).toBe(llms);
  });

  it('keeps the text of links in FAQ answers', async () => {
    // The first answer of the content with a link in it, and the words of that link.
    const linked = site.pages
      .flatMap(({ data }) =>
        data.blocks
          .filter((block) => block.type === 'faq')
          .flatMap((block) => (block.items as { answer: string }[]).map((item) => ({ route: data.route, answer: item.answer }))),
      )
      .find((item) => /<a [^>]*>[^<]+<\/a>/.test(item.answer));
    expect(linked, 'no FAQ answer of the content has a link').toBeDefined();
    const linkText = /<a [^>]*>([^<]+)<\/a>/.exec(linked!.answer)![1]!;
    const faq = jsonLd(headOf(await html(linked!.route))).find((thing) => thing['@type'] === 'FAQPage')!;
    const answers = (faq.mainEntity as { acceptedAnswer: { text: string } }[]).map((question) => question.acceptedAnswer.text);
    expect(answers.some((text) => text.includes(linkText))).toBe(true);
    expect(answers.every((text) => !/\s[.,;:]/.test(text))).toBe(true);
  });
});

describe('accessibility of the frame', () => {
  it('names every navigation landmark differently', async () => {
    await withPage(`${server.url}/services/seo-aeo`, {}, async ({ page }) => {
      const names = await page.locator('nav').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    });
  });

  it('lets the header scroll away on short screens (320 × 256) and keeps it fixed on taller ones', async () => {
    await withPage(`${server.url}/about`, { width: 320, height: 256 }, async ({ page }) => {
      expect(await page.locator('#root > header').evaluate((header) => getComputedStyle(header).position)).toBe('absolute');
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 200);
      expect(await page.locator('#root > header').evaluate((header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    });
    await withPage(`${server.url}/about`, { width: 320, height: 640 }, async ({ page }) => {
      expect(await page.locator('#root > header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
    });
  });
});

describe('structured data against the schema.org vocabulary', () => {
  it('every JSON-LD node of every page is valid schema.org (types, properties and values)', async () => {
    const unique = new Map<string, Thing>();
    for (const { things } of await pagesLd()) for (const thing of things) unique.set(JSON.stringify(thing), thing);
    // Made-up nodes ride along, so the check is seen to catch an unknown property, an unknown
    // type and a value of the wrong kind.
    const canaries = [
      { '@context': 'https://schema.org', '@type': 'City', name: 'Canary', population: 3 },
      { '@context': 'https://schema.org', '@type': 'Builder', name: 'Canary' },
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: { '@type': 'Question', name: 'Canary?', acceptedAnswer: { '@type': 'City', name: 'No' } },
      },
    ];
    const problems = schemaOrgProblems([...unique.values(), ...canaries]);
    expect(problems).toEqual([
      `City#${unique.size}: "population" is not a property of City`,
      `Builder#${unique.size + 1}: "Builder" is not a schema.org type`,
      `FAQPage#${unique.size + 2}.mainEntity.acceptedAnswer: a City where schema.org expects Answer or ItemList`,
    ]);
  });
});
