import { fullTitle } from '../lib/head.ts';
import type { SiteSettings } from './types.ts';

export interface LintTarget {
  file: string;
  route: string;
  title: string;
  description: string;
  /** Templates fill their parameter at render time; their text is checked as written. */
  template: boolean;
}

export interface LintFinding {
  file: string;
  field: 'title' | 'description';
  message: string;
}

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/**
 * Search-result hygiene, checked on every build: the rendered title fits 60 characters, the
 * description is 50–160, and no two pages share a title or a description.
 */
export function lintPages(settings: SiteSettings, pages: readonly LintTarget[]): LintFinding[] {
  const findings: LintFinding[] = [];
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();
  for (const page of pages) {
    const title = fullTitle(page.title, settings.brand);
    if (title.length > TITLE_MAX) {
      findings.push({
        file: page.file,
        field: 'title',
        message: `The rendered title "${title}" is ${title.length} characters; search results cut it after ${TITLE_MAX}. Shorten the title by ${title.length - TITLE_MAX} character${title.length - TITLE_MAX === 1 ? '' : 's'}.`,
      });
    }
    const length = page.description.length;
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
      findings.push({
        file: page.file,
        field: 'description',
        message: `The description is ${length} characters; write ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} so search results show it whole.`,
      });
    }
    const titleOwner = seenTitles.get(page.title);
    if (titleOwner) findings.push({ file: page.file, field: 'title', message: `${titleOwner} has the same title. Give every page its own title.` });
    else seenTitles.set(page.title, page.file);
    const descriptionOwner = seenDescriptions.get(page.description);
    if (descriptionOwner) findings.push({ file: page.file, field: 'description', message: `${descriptionOwner} has the same description. Give every page its own description.` });
    else seenDescriptions.set(page.description, page.file);
  }
  return findings;
}
