import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PortfolioProps } from '../../blocks/portfolio/schema.ts';
import type { WorkExamplesProps } from '../../blocks/workExamples/schema.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { useSiteServer, withPage } from './harness.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const blockOf = <T>(route: string, type: string) =>
  site.pages.find((page) => page.data.route === route)!.data.blocks.find((block) => block.type === type) as unknown as T;
const portfolio = blockOf<PortfolioProps>('/portfolio', 'portfolio');
const examples = blockOf<WorkExamplesProps>('/services/website-design', 'workExamples');

const server = useSiteServer();

const viewButton = (page: Page, title: string) => page.getByRole('button', { name: `View ${title}`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Each image as laid out: its shown proportions against its file's own. */
const imageShapes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.getAttribute('src')!,
      shown: image.clientWidth / image.clientHeight,
      own: image.naturalWidth / image.naturalHeight,
      fit: getComputedStyle(image).objectFit,
    })),
  );

/** Artwork names its own project: the first two words of the title are drawn in the file. */
const namesProject = (src: string, title: string) => {
  const drawn = readFileSync(path.join('public', src), 'utf8').replaceAll('&amp;', '&');
  return drawn.includes(title.split(' ').slice(0, 2).join(' '));
};

describe('portfolio projects', () => {
  it.each([375, 1280])('opens each project in an accessible dialog and returns focus to its View button (%i px)', async (width) => {
    await withPage(`${server.url}/portfolio`, { width }, async ({ page }) => {
      // With the mouse: every field of the project, then Escape.
      const first = portfolio.projects[0]!;
      await viewButton(page, first.title).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy();
      expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe(first.title);
      const text = (await dialog(page).textContent())!;
      expect(text).toContain(first.category.charAt(0).toUpperCase() + first.category.slice(1));
      expect(text).toContain(
        (await page
          .locator('main li', { has: page.locator('h3', { hasText: first.title }) })
          .locator('.rich-text')
          .textContent())!,
      );
      expect(await dialog(page).getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(first.tags);
      expect(await dialog(page).locator('img').getAttribute('src')).toBe(first.image!.src);
      expect(await dialog(page).locator('img').getAttribute('alt')).toBe(first.image!.alt);
      // The dialog fits the screen and keeps focus inside it.
      const box = (await dialog(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedName(page)).toBe(`View ${first.title}`);

      // From the keyboard: a project with a link shows it, the close button closes.
      const linked = portfolio.projects.find((project) => project.link)!;
      await viewButton(page, linked.title).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe(linked.title);
      expect(
        await dialog(page)
          .getByRole('link', { name: new RegExp(`^${linked.link!.label}`) })
          .getAttribute('href'),
      ).toBe(linked.link!.href);
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedName(page)).toBe(`View ${linked.title}`);

      // A click on the backdrop closes it too; no toast is ever shown.
      await viewButton(page, linked.title).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await page.mouse.click(2, 2);
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await page.locator('[data-toast]').count()).toBe(0);
    });
  });

  it('a project opened again before the browser reports the last close stays open, with focus in it', async () => {
    await withPage(`${server.url}/portfolio`, {}, async ({ page }) => {
      const [first, second] = portfolio.projects;
      await viewButton(page, first!.title).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      // Escape closes the dialog at once and fires its `close` event in a later task; a quick
      // visitor (or a busy machine) can move on to the next project in between.
      await page.evaluate((title) => {
        document.querySelector('dialog')!.close();
        const next = [...document.querySelectorAll('button')].find((button) => button.textContent === `View ${title}`)!;
        next.focus();
        next.click();
      }, second!.title);
      await expect.poll(() => page.evaluate(() => new Promise((done) => setTimeout(() => done(document.querySelector('dialog')!.open), 50)))).toBe(true);
      expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe(second!.title);
      expect(await page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
    });
  });

  it('shows a link only for a project that has one, and it goes where the YAML says', async () => {
    await withPage(`${server.url}/portfolio`, {}, async ({ page }) => {
      for (const project of portfolio.projects) {
        const card = page.locator('main li', { has: page.locator('h3', { hasText: project.title }) });
        const links = await card.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
        expect(links, project.title).toEqual(project.link ? [project.link.href] : []);
      }
      for (const href of new Set(portfolio.projects.flatMap((project) => (project.link ? [project.link.href] : [])))) {
        expect((await fetch(`${server.url}${href}`)).status, href).toBe(200);
      }
    });
  });

  it.each([
    ['/portfolio', 'main ul li img', portfolio.projects.map((project) => ({ title: project.title, src: project.image?.src }))],
    ['/services/website-design', 'main section:has(h3) li img', examples.items.map((item) => ({ title: item.title, src: item.image.src }))],
  ])('%s: every project has its own artwork, shown whole', async (route, selector, expected) => {
    for (const item of expected) {
      expect(item.src, item.title).toBeDefined();
      expect(namesProject(item.src!, item.title), `${item.src} names ${item.title}`).toBe(true);
    }
    expect(new Set(expected.map((item) => item.src)).size).toBe(expected.length);
    await withPage(`${server.url}${route}`, { reducedMotion: 'reduce' }, async ({ page }) => {
      await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
      await expect
        .poll(() => page.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0)))
        .toBe(true);
      const shapes = (await imageShapes(page, selector)).filter((shape) => expected.some((item) => item.src === shape.src));
      expect(shapes.map((shape) => shape.src).sort()).toEqual(expected.map((item) => item.src).sort());
      for (const shape of shapes) {
        // Not cropped: shown at the file's own proportions (within a pixel of rounding).
        expect(Math.abs(shape.shown - shape.own), shape.src).toBeLessThan(0.02);
        expect(shape.fit, shape.src).not.toBe('cover');
      }
    });
  });

  it('never shows a visitor text about prompts or unimplemented features', () => {
    const pages = (readdirSync('dist', { recursive: true }) as string[]).filter((file) => file.endsWith('.html') || file.endsWith('.json'));
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const text = readFileSync(path.join('dist', file), 'utf8');
      expect(text, file).not.toMatch(/next prompt|isn.t implemented|not implemented/i);
    }
  });
});
