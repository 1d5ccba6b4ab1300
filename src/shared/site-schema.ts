import { z } from 'zod';
import { link, text } from './fields.ts';

/**
 * An address written as it is into attributes, structured data, the sitemap and llms.txt: no
 * character that could end a quoted value or a tag, or split the address in two.
 */
function address(protocol: 'https' | 'http(s)', description: string) {
  return z
    .url({ protocol: protocol === 'https' ? /^https$/ : /^https?$/, message: `Give a full ${protocol}:// address, for example https://www.example.com.` })
    .regex(/^[^\s"'<>\\`]+$/, 'Write the address without spaces, quotes, angle brackets or backslashes (encode a space as %20).')
    .describe(description);
}

/**
 * The quote endpoint's origin is written into the Content-Security-Policy: a same-site path (not
 * //host or /\host, which leave the site) or a plain https address. ';', ',', '*', quotes and
 * spaces would add sources, directives or whole policies, so only URL characters that cannot
 * are allowed.
 */
const QUOTE_ENDPOINT = /^(\/(?![/\\])[\w\-.~/%]*|https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?(\/[\w\-.~/%?=&+]*)?)$/;

const navItem = z.strictObject({
  title: text('Name of the sub-page in the menu.'),
  href: link('Path of the sub-page.'),
  description: text('One short line under the title in the menu.'),
  serviceType: text('For a service page: the kind of service it offers, for search engines (for example “Search engine optimization”).').optional(),
});

/** What the toasts say when a visitor reaches something that is not built or written yet. */
const notBuiltYetToasts = z
  .strictObject({
    notImplemented: text('Toast shown by buttons whose feature is not built yet.'),
    postComingSoonTitle: text('Toast title for a blog post that is announced but not written yet.'),
    postComingSoonText: text('Toast text for a blog post that is announced but not written yet.'),
  })
  .describe('What the toasts say when a visitor reaches something that is not built or written yet.');

/** Profile addresses that the networks themselves use; anything else is not a profile search engines can match. */
const PROFILE_FORMS: Record<string, { pattern: RegExp; example: string }> = {
  facebook: { pattern: /^https:\/\/(www\.)?facebook\.com\/[\w.-]+\/?$/, example: 'https://www.facebook.com/yourpage' },
  instagram: { pattern: /^https:\/\/(www\.)?instagram\.com\/[\w.]+\/?$/, example: 'https://www.instagram.com/yourname' },
  linkedin: { pattern: /^https:\/\/(www\.)?linkedin\.com\/(company|in|school)\/[\w-]+\/?$/, example: 'https://www.linkedin.com/company/yourcompany' },
  youtube: { pattern: /^https:\/\/(www\.)?youtube\.com\/(@[\w.-]+|channel\/[\w-]+)\/?$/, example: 'https://www.youtube.com/@yourchannel' },
  x: { pattern: /^https:\/\/(www\.)?(x|twitter)\.com\/\w+\/?$/, example: 'https://x.com/yourname' },
};

const DIGITS = /\d/g;
/** A phone number search engines can dial from anywhere: "+" and the country code, or ten digits (North America). */
const dialable = (phone: string) => (phone.trim().startsWith('+') ? (phone.match(DIGITS) ?? []).length >= 8 : (phone.match(DIGITS) ?? []).length === 10);

const hexColor = (description: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Write the colour as #rrggbb, for example #0b2545.')
    .describe(description);

/** pages/_site.yaml: every business fact lives here once and pages read it from here. */
export const siteSchema = z
  .strictObject({
    brand: text('Business name, used in titles (“{title} | {brand}”), the header and the footer.'),
    tagline: text('One sentence about the business, shown in the footer.'),
    siteUrl: address('http(s)', 'Public address of the site, used for canonical links, the sitemap and social previews.').transform((url) =>
      url.replace(/\/+$/, ''),
    ),
    logo: z
      .string()
      .regex(/^\/[\w./-]+\.(svg|png)$/, 'Give the path of an SVG or PNG file in public/.')
      .describe('Logo file in public/, used by search engines.'),
    foundedYear: z.int().min(1900).max(2100).describe('Year the business was founded.'),
    contact: z.strictObject({
      email: z.email('Give an e-mail address such as hello@example.com.').describe('The one public e-mail address.'),
      phone: text('Public phone number as it should be shown, for example (405) 555-0142.').refine(dialable, {
        message: 'Give the full number: ten digits with the area code, for example (405) 555-0142, or + and the country code.',
      }),
      hours: text('Business hours as shown to visitors, for example Mon-Fri 9am-5pm.'),
      openingHours: z
        .string()
        .regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/, 'Write the hours like Mo-Fr 09:00-17:00.')
        .describe('The same hours for search engines, in the form Mo-Fr 09:00-17:00.'),
      locality: text('City of the business address, for example Oklahoma City.'),
      regionCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'Use the two-letter state code, for example OK.')
        .describe('State of the business address, as a two-letter code.'),
      region: text('Where the business is, as shown in the footer (city and state).'),
      streetAddress: text('Street and number of the business address, for search engines and maps.').optional(),
      postalCode: z
        .string()
        .regex(/^\d{5}(-\d{4})?$/, 'Give the ZIP code, for example 73102.')
        .optional()
        .describe('ZIP code of the business address.'),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'Use the two-letter country code, for example US.')
        .default('US')
        .describe('Country of the business address, as a two-letter code.'),
      geo: z
        .strictObject({
          latitude: z.number().min(-90).max(90).describe('Latitude, for example 35.4676.'),
          longitude: z.number().min(-180).max(180).describe('Longitude, for example -97.5164.'),
        })
        .optional()
        .describe('Map position of the business address.'),
    }),
    priceRange: text('Typical price range of the services, for search engines, for example “$1,500–$10,000 per month”.').optional(),
    serviceType: text('The kind of service the business offers, for search engines (city pages describe this service in their city).').optional(),
    areaServed: z
      .array(
        z.strictObject({
          state: text('State name, for example Oklahoma.'),
          code: z
            .string()
            .regex(/^[A-Z]{2}$/, 'Use the two-letter state code, for example OK.')
            .describe('Two-letter state code.'),
          cities: z.array(text('City name, spelled as in the footer.')).min(1).describe('Cities served in this state.'),
        }),
      )
      .default([])
      .describe('Markets served, by state: search engines learn which Kansas City is meant, and the locations page groups cities by state.'),
    theme: z
      .strictObject({
        color: hexColor('Colour of the browser bar and of the installed site’s title bar.'),
        background: hexColor('Background colour of home-screen icons and of the installed site’s splash screen.'),
      })
      .default({ color: '#0b2545', background: '#ffffff' })
      .describe('Colours for icons and the web app manifest.'),
    booking: z.strictObject({
      url: address('https', 'External scheduling page; every “book a call” button opens it in a new tab.'),
      label: text('Default label of booking buttons, for example “Book a Call”.'),
      minutes: z.int().positive().describe('Length of the call in minutes.'),
    }),
    socials: z
      .array(
        z
          .strictObject({
            network: z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'x']).describe('Which network (chooses the icon).'),
            url: address('https', 'Profile address.'),
          })
          .superRefine((social, context) => {
            const form = PROFILE_FORMS[social.network]!;
            if (!form.pattern.test(social.url)) {
              context.addIssue({ code: 'custom', path: ['url'], message: `This is not a ${social.network} profile address. Use the form ${form.example}.` });
            }
          }),
      )
      .describe('Social profiles linked from the footer.'),
    navigation: z
      .array(
        z.strictObject({
          name: text('Label in the header.'),
          path: link('Page the label links to.'),
          items: z.array(navItem).default([]).describe('Sub-pages shown in the dropdown.'),
        }),
      )
      .min(1)
      .describe('Header navigation, in order.'),
    footer: z.strictObject({
      services: z.array(z.strictObject({ label: text('Link text.'), href: link('Link target.') })).describe('Service links in the footer.'),
      company: z
        .array(z.strictObject({ label: text('Link text.'), href: link('Link target.') }))
        .describe('Company links in the footer (about, portfolio, contact...).'),
      cities: z.array(text('City name.')).describe('Cities linked to /locations/{slug}, where the slug is made from the name.'),
    }),
    analytics: z
      .strictObject({
        gtagId: z
          .string()
          .regex(/^G-[A-Z0-9]+$/, 'Google tag ids look like G-XXXXXXXXXX.')
          .optional()
          .describe('Google tag id. Remove it to load no analytics at all.'),
      })
      .default({}),
    quote: z.strictObject({
      endpoint: z
        .string()
        .regex(
          QUOTE_ENDPOINT,
          'Use a site path such as /api/quote or an https:// address such as https://forms.example.com/f/abc, made of letters, digits and - . _ ~ / % (and ? = & + after the host).',
        )
        .describe('Where the quote form posts: /api/quote (the built-in endpoint) or a form-collection service.'),
      privacy: z
        .strictObject({
          note: text('Shown under the quote form: what is stored and why. The form adds how long it is kept.'),
          retentionDays: z.int().positive().describe('Days a quote request is kept; `npm start` removes older ones (LEADS_RETENTION_DAYS overrides it).'),
        })
        .optional()
        .describe('The privacy note under the quote form.'),
      notify: z
        .strictObject({
          webhook: z
            .url({ protocol: /^https$/, message: 'Give the https:// address of the webhook.' })
            .optional()
            .describe('Receives each lead as JSON (LEADS_WEBHOOK_URL overrides it).'),
        })
        .optional()
        .describe('Where `npm start` sends each lead. Kept out of the pages: visitors never see it.'),
    }),
    security: z
      .strictObject({
        cspReportUrl: address('https', 'Where browsers report Content-Security-Policy violations (report-uri and report-to). Leave it out to send no reports.')
          // Written into the policy itself, where these would start another directive or policy.
          .regex(/^[^;,]+$/, 'Write the address without ";" or ",": the policy header would read them as the start of another directive.')
          .optional(),
      })
      .default({})
      .describe('Security options of the response headers.'),
    notBuiltYet: notBuiltYetToasts,
  })
  .superRefine((site, context) => {
    if (site.areaServed.length === 0) return;
    const served = new Set(site.areaServed.flatMap((area) => area.cities));
    site.footer.cities.forEach((city, index) => {
      if (!served.has(city)) {
        context.addIssue({
          code: 'custom',
          path: ['footer', 'cities', index],
          message: `${city} is not in areaServed. Add it to the cities of its state there.`,
        });
      }
    });
  })
  .describe('Site settings: the business facts every page reads.');

export type SiteSettings = z.output<typeof siteSchema>;

/** The settings the browser gets: without where leads are sent, which is the server's business. */
export function publicSettings({ quote: { notify: _notify, ...quote }, ...settings }: SiteSettings) {
  return { ...settings, quote };
}
