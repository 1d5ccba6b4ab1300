import { describe, expect, it } from 'vitest';
import { compileSite, reportFor, SITE } from './fixture.ts';

const page = (blocks: string, head = 'title: About\ndescription: About the test company, with enough words to be a description.\n') =>
  `${head}blocks:\n${blocks}`;

/**
 * The invalid-document corpus: every message an editor can meet is pinned here, so a change
 * to wording or location is a deliberate, reviewed change.
 */
describe('content errors', () => {
  it('accepts a valid site', () => {
    const result = compileSite({});
    expect(result.problems).toEqual([]);
    expect(result.site?.pages.map((p) => p.data.route)).toEqual(['/']);
  });

  it('reports a YAML syntax error at its line', () => {
    expect(reportFor({ 'pages/about.yaml': 'title: About\n  description: bad indent\nblocks: []\n' })).toMatchInlineSnapshot(`
      "pages/about.yaml:2:3  (YAML syntax): This line is indented further than the field above it, so YAML cannot tell which group it belongs to. Line it up with the other fields of its group.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a tab used for indentation', () => {
    expect(reportFor({ 'pages/about.yaml': 'title: About\nblocks:\n\t- type: hero\n' })).toMatchInlineSnapshot(`
      "pages/about.yaml:3:1  (YAML syntax): Tabs are not allowed as indentation. Indent with spaces only.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('suggests the closest block type for a typo', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: heor\n    heading: Hi\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:4:11  blocks[0]: Unknown block type "heor". Did you mean "hero"? Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('lists the block types for an unknown type', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: carousel3d\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:4:11  blocks[0]: Unknown block type "carousel3d". Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a block without a type', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - heading: Hi\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:4:5  blocks[0]: This block has no "type". Add type: with one of: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a block that is not a group of fields', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - just some text\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:4:5  blocks[0]: Each block is a group of fields starting with "type:". Block types: article, blogList, cards, cityList, contactCards, cta, faq, hero, imageGallery, list, painPoints, portfolio, quoteForm, richText, seoTable, serviceTiles, statement, stats, team, testimonials, timeline, workExamples.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('suggests the closest field for an unknown block field', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    headng: Hi\n    heading: Hi\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:5:5  blocks[0] (hero) › headng: Unknown field "headng". Did you mean "heading"? Fields allowed here: anchor, eyebrow, heading, lead, actions, image, points.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('suggests the closest field for an unknown page field', () => {
    expect(
      reportFor({
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n', 'titel: About\ntitle: About\ndescription: About the test company, long enough.\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:1:1  titel: Unknown field "titel". Did you mean "title"? Fields allowed here: title, description, og, kind, noindex, paths, blocks.
      pages/about.yaml:3:1  description: The description is 36 characters. Write 50 to 160 so search results show it whole.

      2 problems in 1 file. Fix them and run again."
    `);
  });

  it('reports a missing required field with what to add', () => {
    expect(
      reportFor({
        'pages/about.yaml': page(
          '  - type: hero\n    heading: Hi\n  - type: faq\n    heading: FAQ\n    items:\n      - question: Why?\n        answer: <p>Because.</p>\n      - question: How?\n',
        ),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:11:9  blocks[1] (faq) › items[1].answer: Missing required field "answer". Add it: The answer, shown when the question is opened. Rich text: <p>, <ul>, <a>, <strong> are allowed.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a missing page title', () => {
    expect(reportFor({ 'pages/about.yaml': 'description: About the test company, long enough to count.\nblocks:\n  - type: hero\n    heading: Hi\n' }))
      .toMatchInlineSnapshot(`
      "pages/about.yaml:1:1  title: Missing required field "title". Add it: Page title. The browser tab and search result show “{title} | {brand}”; keep that within 60 characters.
      pages/about.yaml:1:1  description: The description is 45 characters. Write 50 to 160 so search results show it whole.

      2 problems in 1 file. Fix them and run again."
    `);
  });

  it('reports a wrong type (number for text)', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: 42\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:5:14  blocks[0] (hero) › heading: Expected text but found the number 42. Write text here. The main heading of the page (its h1). Say what the visitor gets.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a wrong type (text for a list)', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: faq\n    heading: FAQ\n    items: none yet\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:3:1  blocks: The page has no main heading (h1). Start it with one of: hero, article, blogList.
      pages/about.yaml:6:12  blocks[0] (faq) › items: Expected a list (lines starting with "- ") but found the text "none yet". Write a list (lines starting with "- ") here. The questions, in order. An empty list hides the whole section.

      2 problems in 1 file. Fix them and run again."
    `);
  });

  it('reports a page with no blocks', () => {
    expect(reportFor({ 'pages/about.yaml': page(' []\n').replace('blocks:\n []', 'blocks: []') })).toMatchInlineSnapshot(`
      "pages/about.yaml:3:1  blocks: Needs at least 1 item. Add one. The sections of the page, top to bottom.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an empty page file', () => {
    expect(reportFor({ 'pages/about.yaml': '# nothing here yet\n' })).toMatchInlineSnapshot(`
      "pages/about.yaml:1:1  (document): This page is empty. Give it a title, a description and a list of blocks (see README, Adding a page).

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports two files serving the same route', () => {
    const about = page('  - type: hero\n    heading: Hi\n');
    expect(reportFor({ 'pages/about.yaml': about, 'pages/about/index.yaml': about })).toMatchInlineSnapshot(`
      "pages/about/index.yaml:1:1  (document): The route /about is already served by pages/about.yaml. Remove one of the two files or rename it.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a file name that cannot be a URL', () => {
    expect(reportFor({ 'pages/About Us.yaml': page('  - type: hero\n    heading: Hi\n') })).toMatchInlineSnapshot(`
      "pages/About Us.yaml:1:1  (document): "About Us" cannot be part of a URL. Name page files with lowercase letters, digits and single hyphens, for example "fort-worth.yaml".

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a [parameter] folder that is not the last segment', () => {
    expect(reportFor({ 'pages/[city]/about.yaml': page('  - type: hero\n    heading: Hi\n') })).toMatchInlineSnapshot(`
      "pages/[city]/about.yaml:1:1  (document): Only the last part of a path can be a [parameter]; "[city]" is a folder. Rename the folder.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a reference to a missing shared item, with a suggestion', () => {
    expect(
      reportFor({
        'pages/_data/testimonials.yaml': 'jane-builder:\n  quote: They answer the phone.\n  author: Jane\n  role: Owner, Test Homes\n',
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n  - type: testimonials\n    heading: Clients\n    items: [jane-bulder]\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:13  blocks[1] (testimonials) › items[0]: No testimonials item has the id "jane-bulder". Did you mean "jane-builder"? Use an id from pages/_data/testimonials.yaml.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an unknown shared collection file', () => {
    expect(reportFor({ 'pages/_data/testimonals.yaml': 'a:\n  quote: q\n' })).toMatchInlineSnapshot(`
      "pages/_data/testimonals.yaml:1:1  (document): Unknown shared collection "testimonals". Did you mean "testimonials"? Collections: testimonials.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an id used twice across the files of a collection', () => {
    const item = 'jane:\n  quote: They answer the phone.\n  author: Jane\n  role: Owner, Test Homes\n';
    expect(reportFor({ 'pages/_data/testimonials.yaml': item, 'pages/_data/testimonials.more.yaml': item })).toMatchInlineSnapshot(`
      "pages/_data/testimonials.yaml:1:1  jane: The id "jane" is already used in pages/_data/testimonials.more.yaml. Ids must be unique across a collection.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an internal link to a page that does not exist, with a suggestion', () => {
    expect(
      reportFor({
        'pages/contact.yaml': page(
          '  - type: hero\n    heading: Hi\n',
          'title: Contact\ndescription: How to reach the test company, with enough words to be a description.\n',
        ),
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    actions:\n      - label: Contact\n        href: /contcat\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:15  blocks[0] (hero) › actions[0].href: No page is served at /contcat. Did you mean "/contact"? Link to an existing page, or add the page file under pages/.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('rejects a javascript: link', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: "javascript:alert(1)"\n') }))
      .toMatchInlineSnapshot(`
      "pages/about.yaml:8:15  blocks[0] (hero) › actions[0].href: Links must start with https://, http://, mailto:, tel:, / (a page of this site), # (an anchor on the page), or be @booking (the booking page from the site settings).

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('rejects a data: link', () => {
    expect(
      reportFor({
        'pages/about.yaml': page(
          '  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: "data:text/html,<script>alert(1)</script>"\n',
        ),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:15  blocks[0] (hero) › actions[0].href: Links must start with https://, http://, mailto:, tel:, / (a page of this site), # (an anchor on the page), or be @booking (the booking page from the site settings).

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('rejects a relative link without a leading slash', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: contact\n') }))
      .toMatchInlineSnapshot(`
      "pages/about.yaml:8:15  blocks[0] (hero) › actions[0].href: Links must start with https://, http://, mailto:, tel:, / (a page of this site), # (an anchor on the page), or be @booking (the booking page from the site settings).

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an internal link inside rich text', () => {
    expect(
      reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n  - type: richText\n    body: <p>See <a href="/pricing">pricing</a>.</p>\n') }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:7:27  blocks[1] (richText) › body: No page is served at /pricing. Link to an existing page, or add the page file under pages/.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('refuses markup the sanitiser would remove, at its line inside the block, naming the allowed tags', () => {
    const result = compileSite({
      'pages/about.yaml': page(
        '  - type: hero\n    heading: Hi\n  - type: richText\n    body: >-\n      <p>Hi there.</p>\n      <p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a></p>\n',
      ),
    });
    expect(result.site).toBeUndefined();
    expect(result.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`)).toMatchInlineSnapshot(`
      [
        "pages/about.yaml:9:10 Rich text cannot contain onclick attribute, <script>, href attribute: the site would drop it. Remove it. Allowed tags: <p>, <br>, <strong>, <em>, <b>, <i>, <u>, <a>, <ul>, <ol>, <li>, <h3>, <h4>, <blockquote>, <code>, <span>, <small>; links with href, title, target, rel.",
      ]
    `);
  });

  it('reports Markdown in rich text with the HTML to write', () => {
    expect(
      reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n  - type: richText\n    body: >-\n      <p>We build **fast** sites.</p>\n') }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:19  blocks[1] (richText) › body: Rich text is HTML, so **fast** would show as written. Write <strong>fast</strong> instead.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('warns about a comment that cuts a plain value short', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: We Rank #1 in Tulsa\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:5:14  blocks[0] › heading: warning: Everything from "#" on is a YAML comment: the value is "We Rank" and "#1 in Tulsa" is dropped. Quote the whole value (wrap it in "…") to keep the #.

      All pages are valid (1 warning)."
    `);
  });

  it('reports a template placeholder that does not exist, with the right one', () => {
    expect(
      reportFor({
        'pages/places/[place].yaml': page(
          '  - type: hero\n    heading: Builders in {Place|title}\n',
          'title: Marketing in {place|title}\ndescription: Websites and local search for builders, one page per listed place.\n',
        ),
      }),
    ).toMatchInlineSnapshot(`
      "pages/places/[place].yaml:5:26  blocks[0] (hero) › heading: {Place|title} is not a parameter of this template: it would be shown as written. Did you mean "{place|title}"? Use {place} or {place|title}.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('warns about a link into a template family that has no page of its own', () => {
    expect(
      reportFor({
        'pages/places/[place].yaml': page(
          '  - type: hero\n    heading: Builders in {place|title}\n',
          'title: Marketing in {place|title}\ndescription: Websites and local search for builders, one page per listed place.\npaths: [tulsa]\n',
        ),
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    actions:\n      - label: Tulsa\n        href: /places/tusla\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:15  blocks[0] (hero) › actions[0].href: warning: /places/tusla has no page file of its own: it is only the generic template pages/places/[place].yaml, which search engines do not index. Did you mean "/places/tulsa"? Link to a page that exists, or add its page file.

      All pages are valid (1 warning)."
    `);
  });

  it('warns about a file in pages/ that is not YAML', () => {
    expect(reportFor({ 'pages/notes.md': '# Ideas for new pages\n' })).toMatchInlineSnapshot(`
      "pages/notes.md:1:1  (document): warning: "notes.md" is not a YAML file, so it is not a page. Move it out of pages/ (images and downloads go in public/), or save it as .yaml.

      All pages are valid (1 warning)."
    `);
  });

  it('reads merge keys as a merge, like the editor does', () => {
    const result = compileSite({
      'pages/about.yaml': page(
        '  - type: hero\n    heading: Hi\n    actions:\n      - &call\n        label: Call us\n        href: tel:4055550100\n      - <<: *call\n        label: Call again\n',
      ),
    });
    expect(result.problems).toEqual([]);
    const hero = result.site!.pages.find((p) => p.data.route === '/about')!.data.blocks[0]!;
    expect(hero.type === 'hero' && hero.actions).toEqual([
      { label: 'Call us', href: 'tel:4055550100', variant: 'primary' },
      { label: 'Call again', href: 'tel:4055550100', variant: 'primary' },
    ]);
  });

  it('takes a byte-order mark in its stride', () => {
    expect(compileSite({ 'pages/about.yaml': `\ufeff${page('  - type: hero\n    heading: Hi\n')}` }).problems).toEqual([]);
  });

  it('reports an image file that does not exist', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    image:\n      src: /images/missing.svg\n      alt: A house\n') }))
      .toMatchInlineSnapshot(`
      "pages/about.yaml:7:12  blocks[0] (hero) › image.src: Image /images/missing.svg was not found in public/. Fix the path, or put the file in public/ (paths start after public, for example /images/house.svg).

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports an image without alt text', () => {
    expect(
      reportFor({
        'public/images/house.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="8"></svg>',
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    image:\n      src: /images/house.svg\n      alt: ""\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:8:12  blocks[0] (hero) › image.alt: Describe the image for people who cannot see it.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('suggests the closest allowed value', () => {
    expect(
      reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: /\n        variant: primry\n') }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:9:18  blocks[0] (hero) › actions[0].variant: The text "primry" is not allowed here. Use one of: primary, secondary. Did you mean "primary"?

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports too many buttons', () => {
    const button = '      - label: Go\n        href: /\n';
    expect(reportFor({ 'pages/about.yaml': page(`  - type: hero\n    heading: Hi\n    actions:\n${button.repeat(4)}`) })).toMatchInlineSnapshot(`
      "pages/about.yaml:6:5  blocks[0] (hero) › actions: Must be at most 3 items. Remove the extra ones.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports paths on a page that is not a template', () => {
    expect(
      reportFor({
        'pages/about.yaml': page('  - type: hero\n    heading: Hi\n', 'title: About\ndescription: About the test company, long enough to count.\npaths: [a]\n'),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:2:1  description: The description is 45 characters. Write 50 to 160 so search results show it whole.
      pages/about.yaml:3:1  paths: "paths" only applies to template pages named [parameter].yaml. Remove it.

      2 problems in 1 file. Fix them and run again."
    `);
  });

  it('reports invalid settings', () => {
    expect(reportFor({ 'pages/_site.yaml': SITE.replace('hi@test.example', 'not-an-email') })).toMatchInlineSnapshot(`
      "pages/_site.yaml:6:19  contact.email: Give an e-mail address such as hello@example.com.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports missing settings and a missing not-found page', () => {
    expect(reportFor({ 'pages/_site.yaml': null, 'pages/_404.yaml': null })).toMatchInlineSnapshot(`
      "pages/_404.yaml:1:1  (document): The not-found page is missing. Create pages/_404.yaml: it is shown for unknown addresses.

      pages/_site.yaml:1:1  (document): The site settings file is missing. Create pages/_site.yaml with the business facts (see README, Configuration).

      2 problems in 2 files. Fix them and run again."
    `);
  });

  it('reports a rendered title longer than 60 characters', () => {
    expect(
      reportFor({
        'pages/about.yaml': page(
          '  - type: hero\n    heading: Hi\n',
          'title: A very long page title that will not fit in results\ndescription: About the test company, with enough words to be a description.\n',
        ),
      }),
    ).toMatchInlineSnapshot(`
      "pages/about.yaml:1:1  title: The rendered title "A very long page title that will not fit in results | Test Co" is 61 characters; search results cut it after 60. Shorten the title by 1 character.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a description that is too short', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: Hi\n', 'title: About\ndescription: Too short.\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:2:1  description: The description is 10 characters. Write 50 to 160 so search results show it whole.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports two pages with the same title and description', () => {
    const about = page('  - type: hero\n    heading: Hi\n');
    expect(reportFor({ 'pages/about.yaml': about, 'pages/team.yaml': about })).toMatchInlineSnapshot(`
      "pages/team.yaml:1:1  title: pages/about.yaml has the same title. Give every page its own title.
      pages/team.yaml:2:1  description: pages/about.yaml has the same description. Give every page its own description.

      2 problems in 1 file. Fix them and run again."
    `);
  });

  it('reports a page without a main heading', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: cta\n    heading: Go\n    actions:\n      - label: Home\n        href: /\n') }))
      .toMatchInlineSnapshot(`
      "pages/about.yaml:3:1  blocks: The page has no main heading (h1). Start it with one of: hero, article, blogList.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports a second main heading', () => {
    expect(reportFor({ 'pages/about.yaml': page('  - type: hero\n    heading: One\n  - type: hero\n    heading: Two\n') })).toMatchInlineSnapshot(`
      "pages/about.yaml:6:5  blocks[1] (hero): A page has one main heading (h1), in its first block. Move this hero block to the top, or remove the other one.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('warns about a thin service page, and about two pages of one family that are near-copies', () => {
    const body =
      'We answer every call the same day and keep a written log of each job for the owner. Homeowners in the area read our reviews before they ever pick up the phone to call us. ';
    const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
    const city = (name: string, extra: string) =>
      `title: Builders in ${name}\ndescription: Websites and local search for home builders and contractors in ${name}, written for them.\nkind: city\nblocks:\n  - type: hero\n    heading: Builders in ${name}\n  - type: richText\n    body: <p>${body}${extra}</p>\n`;
    expect(
      reportFor({
        'pages/places/tulsa.yaml': city('Tulsa', words(300)),
        'pages/places/norman.yaml': city('Norman', words(300)),
        'pages/services/ads.yaml': page(
          '  - type: hero\n    heading: Ads that bring calls\n',
          'title: Ads\ndescription: Paid search and social ads for builders, measured by booked calls.\nkind: service\n',
        ),
      }),
    ).toMatchInlineSnapshot(`
      "pages/places/tulsa.yaml:4:1  blocks: warning: 100% of this page's sentences are also on pages/places/norman.yaml: search engines treat near-copies in one family as duplicates. Rewrite the shared sentences for this page: its own places, projects and questions.

      pages/services/ads.yaml:4:1  blocks: warning: This page has 4 words of main content; search engines rank pages under 300 words as thin. Write at least 296 more words of useful, specific copy, or set noindex: true.

      All pages are valid (2 warnings)."
    `);
  });

  it('requires a city page to name its city in the main heading', () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    expect(
      reportFor({
        'pages/places/overland-park.yaml': `title: Builder Marketing Near Kansas City\ndescription: Websites and local search for home builders and contractors near Kansas City.\nkind: city\nblocks:\n  - type: hero\n    heading: Marketing for Builders Near Kansas City\n  - type: richText\n    body: <p>${words}</p>\n`,
      }),
    ).toMatchInlineSnapshot(`
      "pages/places/overland-park.yaml:6:14  blocks[0] (hero) › heading: The main heading of a city page must name its city, Overland Park. Put "Overland Park" in the heading.

      1 problem in 1 file. Fix it and run again."
    `);
  });

  it('reports every problem of every file in one run, sorted, with a count', () => {
    const report = reportFor({
      'pages/b.yaml': page('  - type: heor\n', 'title: Bee\ndescription: The second test page, with a description of its own and long enough.\n'),
      'pages/a.yaml': page('  - type: hero\n    headng: x\n'),
    });
    expect(
      report
        .split('\n')
        .filter((line) => line.includes('.yaml:'))
        .map((line) => line.split('  ')[0]),
    ).toEqual(['pages/a.yaml:5:5', 'pages/a.yaml:4:5', 'pages/b.yaml:4:11'].sort((x, y) => x.localeCompare(y, 'en', { numeric: true })));
    expect(report.split('\n').at(-1)).toMatch(/^\d+ problems in 2 files\. Fix them and run again\.$/);
  });
});
