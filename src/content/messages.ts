/**
 * Every message the content compiler shows an editor, in one place. Each has a stable code
 * (for CI annotations and the JSON report), what happened, and what to do, kept apart so a
 * tool can show them separately; the report prints them as one sentence pair.
 */
export interface Message {
  code: string;
  what: string;
  todo: string;
}

const m = (code: string, what: string, todo: string): Message => ({ code, what, todo });
const list = (items: readonly string[]) => items.join(', ');
const fixSchemaLine = (line: string) => `Make the first line "${line}", or run npm run schema -- --fix.`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const messages = {
  // Files and encodings.
  extensionCase: (name: string, fixed: string) => m('file-extension', `"${name}" is not read: page files end in lowercase .yaml.`, `Rename it to "${fixed}".`),
  notAPage: (name: string) =>
    m('not-a-page', `"${name}" is not a YAML file, so it is not a page.`, 'Move it out of pages/ (images and downloads go in public/), or save it as .yaml.'),
  utf16: (order: string) =>
    m(
      'encoding-utf16',
      `The file is saved as UTF-16 (${order}).`,
      'Save it as UTF-8 (in VS Code: the encoding in the status bar → Save with Encoding → UTF-8).',
    ),
  notUtf8: (byte: number) =>
    m(
      'encoding-not-utf8',
      `The byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} here is not UTF-8: the file looks saved as Windows-1252 or Latin-1 (curly quotes and accented letters from an older editor).`,
      'Save the file as UTF-8 and retype the character if it changed.',
    ),

  // YAML syntax.
  syntax: (detail: string) =>
    m(
      'yaml-syntax',
      `${detail}.`,
      'Fix the YAML: indent with spaces, put a space after each "key:", and quote text that contains ": " or starts with a symbol.',
    ),
  tabIndent: () => m('yaml-tab', 'Tabs are not allowed as indentation.', 'Indent with spaces only.'),
  unclosedQuote: (quote: string) =>
    m('yaml-unclosed-quote', `This ${quote === '"' ? 'double' : 'single'} quote is never closed.`, `Add the closing ${quote} at the end of the text.`),
  unclosedBracket: (open: string, close: string) =>
    m('yaml-unclosed-bracket', `This "${open}" is never closed.`, `Add "${close}" at the end of the list, or write the list one "- " item per line.`),
  overIndented: () =>
    m(
      'yaml-indent',
      'This line is indented further than the field above it, so YAML cannot tell which group it belongs to.',
      'Line it up with the other fields of its group.',
    ),
  nbspIndent: () =>
    m('yaml-nbsp', 'The indentation contains non-breaking spaces (often pasted from a web page or a word processor).', 'Replace them with ordinary spaces.'),
  duplicateKey: (key: string) =>
    m('duplicate-key', `"${key}" is given twice in this group: only the last one would count.`, 'Remove one of them, or give this one its own name.'),
  frontMatter: () =>
    m(
      'yaml-documents',
      'The file holds more than one YAML document ("---" separates them; page files have no front matter).',
      'Remove the "---" lines: a page is one document of fields.',
    ),
  aliasAsText: (text: string) =>
    m(
      'yaml-alias-text',
      `YAML reads ${text} as a reference to an anchor (a value starting with "*"), not as text.`,
      `Quote the text ("${text}"); for emphasis in rich text write <em>…</em>.`,
    ),
  unresolvedAlias: (name: string) =>
    m(
      'yaml-alias',
      `"*${name}" refers to an anchor "&${name}" that is not defined above it.`,
      `Define &${name} before this line, or quote the text if it is not meant as a reference.`,
    ),
  aliasBomb: () =>
    m(
      'yaml-alias-count',
      'This file repeats anchors so often that it would expand to a huge document.',
      'Write the values out, or use fewer references (*name).',
    ),
  commentInText: (kept: string, rest: string) =>
    m(
      'yaml-comment-in-text',
      `Everything from "#" on is a YAML comment: the value is "${kept}" and "${rest}" is dropped.`,
      'Quote the whole value (wrap it in "…") to keep the #.',
    ),

  // The first line, which gives editors completion and inline errors.
  schemaLineMissing: (schema: string, line: string) =>
    m(
      'schema-line',
      `The first line does not name ${schema}, so editors without the project's settings give no completion or inline errors for this file.`,
      fixSchemaLine(line),
    ),
  schemaLineWrong: (found: string, schema: string, expected: string, line: string) =>
    m(
      'schema-line',
      `The first line names the schema "${found}", but from this folder ${schema} is "${expected}": editors find no schema, or the wrong one.`,
      fixSchemaLine(line),
    ),
  schemaLineEmpty: (line: string) => m('schema-line', 'The first line names no schema file.', fixSchemaLine(line)),

  // Site structure.
  emptyPage: () => m('empty-page', 'This page is empty.', 'Give it a title, a description and a list of blocks (see README, Adding a page).'),
  reservedName: () =>
    m('reserved-name', 'Names starting with "_" are reserved for _site.yaml, _404.yaml and _data/.', 'Rename the file to publish it as a page.'),
  duplicateRoute: (route: string, owner: string) =>
    m('duplicate-route', `The route ${route} is already served by ${owner}.`, 'Remove one of the two files or rename it.'),
  missingSettings: () =>
    m('missing-settings', 'The site settings file is missing.', 'Create pages/_site.yaml with the business facts (see README, Configuration).'),
  missingNotFound: () => m('missing-not-found', 'The not-found page is missing.', 'Create pages/_404.yaml: it is shown for unknown addresses.'),
  unknownCollection: (name: string, suggestion: string, known: readonly string[]) =>
    m('unknown-collection', `Unknown shared collection "${name}".${suggestion}`, `Collections: ${list(known)}.`),
  duplicateId: (id: string, owner: string) => m('duplicate-id', `The id "${id}" is already used in ${owner}.`, 'Ids must be unique across a collection.'),
  badId: (id: string, rule = 'Ids are lowercase words joined by hyphens, for example "jane-builder".') => m('bad-id', `"${id}" cannot be an id.`, rule),

  // Blocks.
  blockNotObject: (types: readonly string[]) => m('block-shape', 'Each block is a group of fields starting with "type:".', `Block types: ${list(types)}.`),
  blockNoType: (types: readonly string[]) => m('block-no-type', 'This block has no "type".', `Add type: with one of: ${list(types)}.`),
  unknownBlock: (type: string, suggestion: string, types: readonly string[]) =>
    m('unknown-block', `Unknown block type "${type}".${suggestion}`, `Block types: ${list(types)}.`),
  noHeading: (types: string) => m('no-h1', 'The page has no main heading (h1).', `Start it with one of: ${types}.`),
  extraHeading: (type: string) =>
    m('extra-h1', 'A page has one main heading (h1), in its first block.', `Move this ${type} block to the top, or remove the other one.`),
  pathsOnStatic: () => m('paths-not-template', '"paths" only applies to template pages named [parameter].yaml.', 'Remove it.'),

  // Schema findings (from zod issues).
  unknownField: (key: string, suggestion: string, allowed: readonly string[]) =>
    m('unknown-field', `Unknown field "${key}".${suggestion}`, `Fields allowed here: ${list(allowed)}.`),
  missingField: (field: string, hint: string) =>
    m('missing-field', `Missing required field "${field}".`, `Add it:${hint || ' see the schema for what it holds.'}`),
  wrongType: (expected: string, found: string, hint: string) => m('wrong-type', `Expected ${expected} but found ${found}.`, `Write ${expected} here.${hint}`),
  tooFewItems: (min: number, hint: string) => m('too-few', `Needs at least ${plural(min, 'item')}.`, `Add ${min === 1 ? 'one' : 'more'}.${hint}`),
  tooShort: (min: number) => m('too-short', `Must be at least ${plural(min, 'character')} long.`, 'Write more.'),
  tooSmall: (min: number) => m('too-small', `Must be at least ${min}.`, 'Use a larger number.'),
  tooMany: (max: number, unit: string) => m('too-many', `Must be at most ${max}${unit}.`, unit === ' characters' ? 'Shorten it.' : 'Remove the extra ones.'),
  notAllowed: (found: string, options: readonly string[], suggestion: string) =>
    m('not-allowed', `${found} is not allowed here.`, `Use one of: ${list(options)}.${suggestion}`),
  badFormat: (format: string, hint: string, httpsOnly = false) =>
    httpsOnly
      ? m('https-only', 'Only secure https:// addresses are allowed here.', `Write the full address starting with https://.${hint}`)
      : m(
          'bad-format',
          `This is not a valid ${format === 'url' ? 'web address' : format === 'email' ? 'e-mail address' : 'value'}.`,
          hint.trim() || 'See the field description for the expected form.',
        ),
  noForm: (hint: string) => m('no-form', 'Does not match any allowed form.', `Write it as the field describes:${hint || ' see the schema.'}`),
  /** Rules written for editors in the schemas themselves (fields.ts, block schemas): already say what to do. */
  rule: (text: string) => m('invalid-value', '', text),

  // Links, anchors and references.
  noPage: (target: string, suggestion: string) =>
    m('no-page', `No page is served at ${target}.${suggestion}`, 'Link to an existing page, or add the page file under pages/.'),
  noAnchor: (anchor: string, page: string, suggestion: string, anchors: readonly string[]) =>
    m(
      'no-anchor',
      `No section of ${page} has the anchor "${anchor}".${suggestion}`,
      anchors.length ? `Anchors there: ${list(anchors)}; or add anchor: ${anchor} to a block.` : `Add anchor: ${anchor} to the block it should scroll to.`,
    ),
  badMailto: (href: string) =>
    m('bad-mailto', `"${href}" is not an e-mail link.`, 'Write mailto: followed by an address, for example mailto:hello@example.com.'),
  templateOnly: (target: string, template: string, suggestion: string) =>
    m(
      'template-only',
      `${target} has no page file of its own: it is only the generic template ${template}, which search engines do not index.${suggestion}`,
      'Link to a page that exists, or add its page file.',
    ),
  missingRef: (collection: string, id: string, suggestion: string, files: readonly string[]) =>
    m(
      'missing-ref',
      `No ${collection} item has the id "${id}".${suggestion}`,
      `Use an id from ${files.length ? list(files) : `a pages/_data/${collection}.yaml file`}.`,
    ),
  missingCollection: (id: string, collection: string) =>
    m(
      'missing-collection',
      `"${id}" refers to the shared collection "${collection}", which has no file.`,
      `Create pages/_data/${collection}.yaml with the item.`,
    ),

  // Rich text and plain text.
  removedMarkup: (removed: readonly string[], allowed: readonly string[]) =>
    m(
      'unsafe-markup',
      `Rich text cannot contain ${list(removed)}: the site would drop it.`,
      `Remove it. Allowed tags: ${list(allowed.map((tag) => `<${tag}>`))}; links with href, title, target, rel.`,
    ),
  markdown: (written: string, html: string) => m('markdown', `Rich text is HTML, so ${written} would show as written.`, `Write ${html} instead.`),
  markdownInText: (written: string) =>
    m(
      'markdown-in-text',
      `This is plain text, so ${written} shows with its symbols.`,
      'Remove the Markdown symbols: plain text fields cannot be bold, italic or linked.',
    ),
  unknownPlaceholder: (written: string, suggestion: string, param: string) =>
    m(
      'unknown-placeholder',
      `${written} is not a parameter of this template: it would be shown as written.${suggestion}`,
      `Use {${param}} or {${param}|title}.`,
    ),
  placeholderOutsideTemplate: (written: string) =>
    m(
      'placeholder-not-template',
      `${written} looks like a template parameter, but this page is not a template ([parameter].yaml): it would be shown as written.`,
      'Write the text itself.',
    ),

  // Images.
  imageMissing: (src: string, suggestion: string) =>
    m(
      'image-missing',
      `Image ${src} was not found in public/.${suggestion}`,
      'Fix the path, or put the file in public/ (paths start after public, for example /images/house.svg).',
    ),
  previewFormat: (src: string) =>
    m(
      'preview-format',
      `Social networks do not show ${src.slice(src.lastIndexOf('.') + 1).toUpperCase()} previews.`,
      'Use a PNG, JPEG or WebP file (1200 × 630 px is best), or remove og.image to use the generated preview.',
    ),
  imageUnreadable: (src: string) =>
    m('image-size', `Could not read the width and height of ${src}.`, 'Use an SVG with width and height (or a viewBox), or a PNG, JPEG or WebP file.'),

  // Search-result hygiene.
  titleTooLong: (title: string, max: number) =>
    m(
      'title-length',
      `The rendered title "${title}" is ${title.length} characters; search results cut it after ${max}.`,
      `Shorten the title by ${plural(title.length - max, 'character')}.`,
    ),
  descriptionLength: (length: number, min: number, max: number) =>
    m('description-length', `The description is ${length} characters.`, `Write ${min} to ${max} so search results show it whole.`),
  sameTitle: (owner: string) => m('duplicate-title', `${owner} has the same title.`, 'Give every page its own title.'),
  thinPage: (count: number, min: number) =>
    m(
      'thin-page',
      `This page has ${count} words of main content; search engines rank pages under ${min} words as thin.`,
      `Write at least ${min - count} more words of useful, specific copy, or set noindex: true.`,
    ),
  nearCopy: (other: string, percent: number) =>
    m(
      'near-copy',
      `${percent}% of this page's sentences are also on ${other}: search engines treat near-copies in one family as duplicates.`,
      'Rewrite the shared sentences for this page: its own places, projects and questions.',
    ),
  cityHeading: (city: string) => m('city-heading', `The main heading of a city page must name its city, ${city}.`, `Put "${city}" in the heading.`),
  sameDescription: (owner: string) => m('duplicate-description', `${owner} has the same description.`, 'Give every page its own description.'),
} as const;

/** The one-line form the report prints. */
export const messageText = (message: Message) => [message.what, message.todo].filter(Boolean).join(' ');
