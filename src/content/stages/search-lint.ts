import type { BlockDefinition } from '../../../blocks/define.ts';
import { cityFromPath } from '../../shared/cities.ts';
import { titleCase } from '../../shared/slug.ts';
import { messages } from '../messages.ts';
import type { Problems } from '../problems.ts';
import { visitKinds } from '../schema-walk.ts';
import { copyFacts } from './copy-facts.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import type { ValidatedPage } from './validate.ts';

/** Fewer words than this of main content and a page is thin for search. */
export const THIN_WORDS = 300;
/**
 * Pages that compete in search for a topic (a service, a city, an article). Pages of kind
 * website (home, about, contact, the quote form) are the site's own pages, found by name.
 */
const TOPIC_KINDS = new Set(['service', 'city', 'article']);
/** Sentences shorter than this are too common ("Book a call.") to say two pages are copies. */
const SENTENCE_WORDS = 6;
/** Two pages of one family sharing more than this share of sentences are near-copies. */
const SHARED_LIMIT = 0.5;

const plain = (text: string) => text.replace(/<[^>]+>/g, ' ').replace(/&[a-z#\d]+;/gi, ' ');

/** What the search lint reads of a page, all from the page's own text (so the build keeps it with that text). */
export interface SearchFacts {
  /** Words of main content: every text and rich-text field of its blocks. */
  words: number;
  /**
   * Its sentences of at least SENTENCE_WORDS words, lower-cased, spaces made single, by a hash
   * of each: pages are only compared by them, and the build keeps these with every page.
   */
  sentences: number[];
  /** A page that lists other pages (the blog, the locations hub) shows their copy too. */
  lists: boolean;
  /** Its first block's heading (a city page's names its city). */
  heading?: string;
}

/** A page's facts: its visible copy (every text and rich-text field of its blocks) counted and cut into sentences. */
export function searchFacts(page: ValidatedPage, byType: ReadonlyMap<string, BlockDefinition>): SearchFacts {
  let words = 0;
  const sentences = new Set<number>();
  for (const block of page.blocks) {
    if (!block) continue;
    visitKinds(byType.get(block.type)!.schema, block, ({ kind, value }) => {
      if ((kind.kind !== 'text' && kind.kind !== 'html') || typeof value !== 'string') return;
      const copy = copyFacts(plain(value), SENTENCE_WORDS);
      words += copy.words;
      for (const sentence of copy.sentences) sentences.add(sentenceHash(sentence));
    });
  }
  const lists = page.blocks.some((block) => block && byType.get(block.type)?.derive);
  const heading = page.blocks[0]?.heading;
  return { words, sentences: [...sentences], lists, ...(typeof heading === 'string' && { heading }) };
}

/**
 * What sinks programmatic local pages, checked where the editor can fix it: an indexable service,
 * city or article page with little main content, two pages of one family (one folder) that are mostly the same
 * sentences, and a city page whose main heading does not name its city. A page's facts are read
 * from it once (or come with it from the last build: `page.search`).
 */
export function lintForSearch(pages: readonly ValidatedPage[], blocks: readonly BlockDefinition[], settings: SiteSettings | undefined, problems: Problems) {
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const indexable = pages.filter((page) => page.shell && !page.shell.noindex && !page.file.param && (page.valid || page.blocks.every(Boolean)));
  const families = new Map<string, ValidatedPage[]>();
  for (const page of indexable) {
    page.search ??= searchFacts(page, byType);
    const { words, lists } = page.search;
    if (words < THIN_WORDS && !lists && TOPIC_KINDS.has(page.shell!.kind))
      problems.at(page.file.source, ['blocks'], messages.thinPage(words, THIN_WORDS), { atKey: true, severity: 'warning' });
    const family = page.file.route.slice(0, page.file.route.lastIndexOf('/')) || '/';
    const members = families.get(family);
    if (members) members.push(page);
    else families.set(family, [page]);
    if (page.shell?.kind === 'city') lintCityHeading(page, page.search.heading, settings, problems);
  }
  for (const members of families.values()) {
    if (members.length < 2) continue;
    earliestNearCopies(members.map((member) => member.search!.sentences)).forEach((copy, index) => {
      if (copy) reportNearCopy(problems, members[index]!, members[copy.earlier]!.file.source.file, copy.percent);
    });
  }
}

/** The share of the smaller page's sentences two pages have in common, in percent, when it makes them near-copies; else undefined. */
export function nearCopyPercent<T>(sentences: ArrayLike<T>, others: ReadonlySet<T>): number | undefined {
  let shared = 0;
  for (let index = 0; index < sentences.length; index++) if (others.has(sentences[index]!)) shared++;
  const smaller = Math.min(sentences.length, others.size);
  return smaller > 0 && shared / smaller > SHARED_LIMIT ? Math.round((shared / smaller) * 100) : undefined;
}

/** A page that is mostly the sentences of an earlier page of its family (`other`, its file), reported on it. */
export function reportNearCopy(problems: Problems, page: ValidatedPage, other: string, percent: number) {
  problems.at(page.file.source, ['blocks'], messages.nearCopy(other, percent), { atKey: true, severity: 'warning' });
}

/**
 * For each page of a family (in page order, each given as its distinct sentences), the earliest
 * page before it that it shares more than half of the smaller one's sentences with, and that
 * share in percent (see nearCopyPercent); undefined for none. A page is reported once, against
 * the first page it copies: reported against each, the 2,000 copies of one city page a generator
 * makes gave two million warnings (44 s and 2.5 GB to validate; 300 copies, 45,150 warnings).
 *
 * Without comparing every page with every other: with each page's sentences ordered rarest
 * first, a pair that shares more than half of the smaller page's sentences shares one of the
 * first half (rounded up) of them. So the candidates of a page are the pages holding one of its
 * rarest half, and the pages whose rarest half holds one of its sentences; they are tried in page
 * order, up to the first that is a near-copy.
 */
export function earliestNearCopies<T extends string | number>(pages: readonly (readonly T[])[]): ({ earlier: number; percent: number } | undefined)[] {
  const holders = pagesHolding(pages);
  const rarestFirst = (a: T, b: T) => holders.get(a)!.length - holders.get(b)!.length || (a < b ? -1 : a > b ? 1 : 0);
  const rarestHalves = pages.map((sentences) => {
    const half = Math.ceil(sentences.length / 2);
    let unique = 0;
    for (const sentence of sentences) if (holders.get(sentence)!.length === 1) unique++;
    // Its rarest half is sentences no other page holds (a generated page names its town in
    // most of them): no candidate, and no sorting to find that out.
    return unique >= half ? [] : [...sentences].sort(rarestFirst).slice(0, half);
  });
  const halfHolders = pagesHolding(rarestHalves);
  return pages.map((sentences, index) => {
    const holdingHalf = sentences.flatMap((sentence) => (halfHolders.has(sentence) ? [halfHolders.get(sentence)!] : []));
    const candidates = [...rarestHalves[index]!.map((sentence) => holders.get(sentence)!), ...holdingHalf];
    const own = new Set(sentences);
    for (let tried = -1, next = nextOf(candidates, tried); next < index; tried = next, next = nextOf(candidates, tried)) {
      const percent = nearCopyPercent(pages[next]!, own);
      if (percent !== undefined) return { earlier: next, percent };
    }
    return undefined;
  });
}

/** The pages holding each sentence, in page order. */
function pagesHolding<T>(pages: readonly (readonly T[])[]): Map<T, number[]> {
  const holders = new Map<T, number[]>();
  pages.forEach((sentences, index) => {
    for (const sentence of sentences) {
      const list = holders.get(sentence);
      if (list) list.push(index);
      else holders.set(sentence, [index]);
    }
  });
  return holders;
}

/** The first page after `tried` in any of the lists (each in page order), or Infinity. */
function nextOf(lists: readonly number[][], tried: number): number {
  let next = Infinity;
  for (const list of lists) {
    const at = firstAfter(list, tried);
    if (at < list.length && list[at]! < next) next = list[at]!;
  }
  return next;
}

/** The place of the first entry above `value` in an ascending list. */
function firstAfter(list: readonly number[], value: number): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A 53-bit hash of a sentence (FNV-1a in two 32-bit lanes): among the few hundred thousand
 * sentences of a large site, two that differ share a hash about once in ten billion comparisons.
 */
function sentenceHash(sentence: string): number {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < sentence.length; index++) {
    const code = sentence.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x01000193) ^ (low >>> 15);
  }
  return ((high >>> 0) % 0x200000) * 0x100000000 + (low >>> 0);
}

/**
 * The city a city page's h1 must name, when it does not: the settings' spelling of it (as its
 * structured data has it), or the page's address read as a name. Undefined when it names it.
 */
export function cityMissingFromHeading(route: string, heading: string, settings: SiteSettings | undefined): string | undefined {
  const city = settings ? cityFromPath(settings, route) : titleCase(route.slice(route.lastIndexOf('/') + 1));
  return heading.toLowerCase().includes(city.toLowerCase()) ? undefined : city;
}

/** A city page's h1 names its city (see cityMissingFromHeading). */
function lintCityHeading(page: ValidatedPage, heading: string | undefined, settings: SiteSettings | undefined, problems: Problems) {
  const city = heading === undefined ? undefined : cityMissingFromHeading(page.file.route, heading, settings);
  if (city) problems.at(page.file.source, ['blocks', 0, 'heading'], messages.cityHeading(city), { where: page.where(['blocks', 0, 'heading']) });
}
