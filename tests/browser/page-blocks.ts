/**
 * Checks that a page shows what its blocks' YAML says: each block's items, in order, its links,
 * its layout at the page's width (1280 px: the wide-screen columns) and its tone. Everything
 * expected is read from the block data, so editors may change copy and counts freely.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Block as PageBlock } from '../../blocks/index.ts';

export type Block = PageBlock & Record<string, unknown>;
type Item = Record<string, unknown>;
const itemsOf = (block: Block, field = 'items') => (block[field] ?? []) as Item[];
/** The visible words a YAML value becomes (rich text loses its markup). */
const words = (value: unknown) =>
  expect.stringContaining(
    String(value)
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const texts = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.textContent!.replace(/\s+/g, ' ').trim()));

/** The block's <section>, found by its visible heading; undefined for a block without one. */
function sectionOf(page: Page, block: Block): Locator | undefined {
  const heading = (block.type === 'statement' ? block.text : block.heading) as string | undefined;
  if (!heading) return undefined;
  return page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .first();
}

/** Rough lightness (0 black … 1 white) of an element's background, whatever colour syntax the CSS uses. */
const lightness = (locator: Locator, part: 'backgroundColor' | 'borderTopColor' = 'backgroundColor') =>
  locator.evaluate((element, colour) => {
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    pixel.fillStyle = getComputedStyle(element)[colour];
    pixel.fillRect(0, 0, 1, 1);
    const [red, green, blue] = pixel.getImageData(0, 0, 1, 1).data;
    return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
  }, part);

/** How many columns a grid's items sit in: the distinct left edges of its children. */
const columnsOf = (list: Locator) =>
  list.evaluate((element) => new Set([...element.children].map((child) => Math.round(child.getBoundingClientRect().left))).size);

/**
 * The checks, for a site whose booking page is `bookingUrl` ("@booking" in the YAML). Returns
 * the action check on its own too, for blocks found another way.
 */
export function blockExpectations(bookingUrl: string) {
  const resolveHref = (href: string) => (href === '@booking' ? bookingUrl : href);

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
    async serviceTiles(section, block) {
      expect(await texts(section.locator('li h3'))).toEqual(itemsOf(block).map((tile) => words(tile.title)));
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
      if (block.layout === 'carousel')
        expect(await section.locator(':not([inert]) > [aria-roledescription="slide"] figure').count()).toBe(Math.min(2, itemsOf(block).length));
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
      expect(
        await section.locator('a', { hasText: block.buttonLabel as string }).evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(linked.map((item) => item.link));
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
      // A brand band is dark and a light one pale; its buttons stand out against either: a
      // primary one by its fill, a secondary one (outlined) by its border.
      const band = await lightness(section);
      expect(band < 0.3).toBe(block.tone === 'brand');
      for (const action of itemsOf(block, 'actions')) {
        const button = section.locator('a', { hasText: action.label as string });
        const colour = action.variant === 'secondary' ? 'borderTopColor' : 'backgroundColor';
        expect(Math.abs((await lightness(button, colour)) - band), String(action.label)).toBeGreaterThan(0.4);
      }
    },
    async statement(section) {
      expect(await lightness(section)).toBeLessThan(0.3);
    },
  };

  /** Every block's buttons, the hero's too: each label leads where its YAML says. */
  async function checkActions(section: Locator, block: Block) {
    for (const action of itemsOf(block, 'actions'))
      expect(
        await section
          .locator('a', { hasText: action.label as string })
          .first()
          .getAttribute('href'),
      ).toBe(resolveHref(action.href as string));
  }

  /** Every block of the page, each in its section, as its YAML says (an empty FAQ shows nothing). */
  async function expectBlocksShown(page: Page, blocks: readonly PageBlock[]) {
    for (const block of blocks as Block[]) {
      if (block.type === 'hero') expect(await page.locator('h1').textContent()).toBe(block.heading);
      const section = block.type === 'hero' ? page.locator('main section').first() : sectionOf(page, block);
      if (!section) continue;
      if (block.type === 'faq' && itemsOf(block).length === 0) {
        expect(await section.count()).toBe(0);
        continue;
      }
      await checkActions(section, block);
      await blockChecks[block.type]?.(section, block);
    }
  }

  return { expectBlocksShown, checkActions };
}
