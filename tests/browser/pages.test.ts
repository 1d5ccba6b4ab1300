import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import type { BlockData } from '../../src/content/types.ts';
import { useSiteServer, withPage } from './harness.ts';

/**
 * The marketing pages as a visitor sees them at 1280 px: each block shows what its YAML lists,
 * in order, laid out as the YAML asks. Everything expected is read from the content, so an
 * editor may add a card or a question without touching this file. Blog, city, quote form and
 * dashboard pages have files of their own.
 */
const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const { settings } = site;

const ownFiles = /^\/(blog|locations|get-started|seo-dashboard)(\/|$)/;
const marketingPages = site.pages.filter((page) => !ownFiles.test(page.data.route));

const server = useSiteServer();

type Block = BlockData & Record<string, unknown>;
type Item = Record<string, unknown>;
const itemsOf = (block: Block, field = 'items') => (block[field] ?? []) as Item[];
const resolveHref = (href: string) => (href === '@booking' ? settings.booking.url : href);
/** The visible words a YAML value becomes (rich text loses its markup). */
const words = (value: unknown) => expect.stringContaining(String(value).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
const texts = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.textContent!.replace(/\s+/g, ' ').trim()));

/** The block's <section>, found by its visible heading; undefined for a block without one. */
function sectionOf(page: Page, block: Block): Locator | undefined {
  const heading = (block.type === 'statement' ? block.text : block.heading) as string | undefined;
  if (!heading) return undefined;
  return page.locator('main section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) }).first();
}

/** Rough lightness (0 black … 1 white) of an element's background, whatever colour syntax the CSS uses. */
const lightness = (locator: Locator, property: 'backgroundColor' | 'borderTopColor' = 'backgroundColor') =>
  locator.evaluate((element, key) => {
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    pixel.fillStyle = getComputedStyle(element)[key];
    pixel.fillRect(0, 0, 1, 1);
    const [red, green, blue] = pixel.getImageData(0, 0, 1, 1).data;
    return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
  }, property);

/** How many columns a grid's items sit in: the distinct left edges of its children. */
const columnsOf = (list: Locator) => list.evaluate((element) => new Set([...element.children].map((child) => Math.round(child.getBoundingClientRect().left))).size);

/** Per block type: what the section must show, read from the block's YAML. */
const blockChecks: Record<string, (section: Locator, block: Block) => Promise<void>> = {
  async cards(section, block) {
    const cards = section.locator(':is(ul, ol) > li:has(h3)');
    expect(await texts(cards.locator('h3'))).toEqual(itemsOf(block).map((card) => words(card.title)));
    for (const [index, card] of itemsOf(block).entries()) {
      expect(await cards.nth(index).locator('ul li').count()).toBe((card.features as unknown[]).length);
      if (card.link) expect(await cards.nth(index).locator('a').last().getAttribute('href')).toBe(resolveHref(card.link as string));
    }
    if (block.variant === 'steps') expect(await section.locator('ol > li').count()).toBe(itemsOf(block).length);
    expect(await columnsOf(section.locator(':is(ul, ol):has(> li h3)').first())).toBe(Math.min(block.columns as number, itemsOf(block).length));
  },
  async painPoints(section, block) {
    expect(await texts(section.locator('li h3'))).toEqual(itemsOf(block).map((item) => words(item.text)));
    expect(await columnsOf(section.locator('ul').first())).toBe(Math.min(block.columns as number, itemsOf(block).length));
  },
  async list(section, block) {
    expect(await texts(section.locator('li'))).toEqual((block.items as string[]).map(words));
  },
  async faq(section, block) {
    expect(await texts(section.locator('details summary'))).toEqual(itemsOf(block).map((item) => words(item.question)));
  },
  async testimonials(section, block) {
    expect(await texts(section.locator('figure figcaption > span:first-child'))).toEqual(itemsOf(block).map((item) => words(item.author)));
    // A carousel shows two at a time; the rest are inert until their turn.
    if (block.layout === 'carousel') expect(await section.locator(':not([inert]) > [aria-roledescription="slide"] figure').count()).toBe(Math.min(2, itemsOf(block).length));
  },
  async team(section, block) {
    const members = itemsOf(block, 'members');
    const leadersFirst = [...members.filter((member) => member.leader), ...members.filter((member) => !member.leader)];
    expect(await texts(section.locator('h3'))).toEqual(leadersFirst.map((member) => words(member.name)));
    expect(await section.locator('img').count()).toBe(members.length);
  },
  async timeline(section, block) {
    expect(await texts(section.locator('time'))).toEqual(itemsOf(block).map((item) => String(item.year)));
  },
  async stats(section, block) {
    expect(await texts(section.locator('dt'))).toEqual(itemsOf(block).map((item) => words(item.label)));
    for (const item of itemsOf(block)) expect(await section.locator('dd', { hasText: String(item.value) }).count()).toBeGreaterThan(0);
  },
  async workExamples(section, block) {
    expect(await texts(section.locator('h3'))).toEqual(itemsOf(block).map((item) => words(item.title)));
    const linked = itemsOf(block).filter((item) => item.link);
    expect(await section.locator('a', { hasText: block.buttonLabel as string }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      linked.map((item) => item.link),
    );
    expect(await section.locator('button', { hasText: block.buttonLabel as string }).count()).toBe(itemsOf(block).length - linked.length);
  },
  async portfolio(section, block) {
    expect(await texts(section.locator('h3'))).toEqual(itemsOf(block, 'projects').map((project) => words(project.title)));
  },
  async richText(section, block) {
    const image = block.image as { alt: string } | undefined;
    if (!image) return;
    // Beside the text on wide screens: in the left half only when the YAML says so.
    const picture = (await section.getByRole('img', { name: image.alt }).boundingBox())!;
    const area = (await section.boundingBox())!;
    expect(picture.x + picture.width / 2 < area.x + area.width / 2).toBe(block.imageSide === 'left');
  },
  async cta(section, block) {
    // A brand band is dark and a light one pale; its main button stands out against either.
    const band = await lightness(section);
    expect(band < 0.3).toBe(block.tone === 'brand');
    const button = section.locator('a', { hasText: itemsOf(block, 'actions')[0]!.label as string });
    expect(Math.abs((await lightness(button)) - band)).toBeGreaterThan(0.4);
  },
  async statement(section) {
    expect(await lightness(section)).toBeLessThan(0.3);
  },
};

/** Every block's buttons, the hero's too: each label leads where its YAML says. */
async function checkActions(section: Locator, block: Block) {
  for (const action of itemsOf(block, 'actions'))
    expect(await section.locator('a', { hasText: action.label as string }).first().getAttribute('href')).toBe(resolveHref(action.href as string));
}

/** What a route does beyond showing its blocks, checked in the same page load. */
const behaviour: Record<string, (page: Page) => Promise<void>> = {
  async '/services/website-design'(page) {
    // An example without a link shows the placeholder naming it. Pressed from the keyboard:
    // the fixed header and floating widget can cover it mid-scroll.
    const example = page.locator('main li').filter({ has: page.locator('button') }).filter({ has: page.locator('h3') }).first();
    await example.locator('button').press('Enter');
    await expect.poll(() => page.locator('[data-toast]').first().textContent()).toContain(`You clicked on: ${await example.locator('h3').textContent()}`);
  },
  async '/portfolio'(page) {
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('main').getByRole('button', { name: 'View' }).first().press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.locator('[data-toast]').count()).toBe(0);
  },
  async '/contact'(page) {
    const block = site.pages.find((candidate) => candidate.data.route === '/contact')!.data.blocks.find((candidate) => candidate.type === 'contactCards')!;
    const shown = block.show as string[];
    const main = page.locator('main');
    expect(await main.locator('a[href^="tel:"]').count()).toBe(shown.includes('phone') ? 1 : 0);
    expect(await main.locator(`a[href="mailto:${settings.contact.email}"]`).count()).toBe(shown.includes('email') ? 1 : 0);
    if (shown.includes('hours')) expect(await main.textContent()).toContain(settings.contact.hours);
    await checkActions(main, block as Block);
  },
  async '/image-gallery'(page) {
    const used = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.src === 'string' && typeof record.alt === 'string') used.add(record.src);
        Object.values(record).forEach(collect);
      }
    };
    for (const candidate of [...site.pages, ...site.templates]) collect(candidate.data.blocks.filter((block) => block.type !== 'imageGallery'));
    const links = page.locator('main a[download]', { hasText: 'Save Image' });
    expect(new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))).toEqual(used);
    expect(await links.count()).toBe(used.size);
  },
};

describe('marketing pages show what their YAML says', () => {
  it.each(marketingPages.map((page) => [page.data.route, page.data]))('%s', async (route, data) => {
    await withPage(`${server.url}${route}`, { reducedMotion: 'reduce' }, async ({ page }) => {
      expect(await page.locator('meta[name="robots"]').count()).toBe(data.noindex ? 1 : 0);
      for (const block of data.blocks as Block[]) {
        if (block.type === 'hero') expect(await page.locator('h1').textContent()).toBe(block.heading);
        const section = block.type === 'hero' ? page.locator('main section').first() : sectionOf(page, block);
        if (!section) continue;
        if (block.type === 'faq' && itemsOf(block).length === 0) continue; // an empty FAQ hides its section
        await checkActions(section, block);
        await blockChecks[block.type]?.(section, block);
      }
      await behaviour[route]?.(page);
    });
  });
});
