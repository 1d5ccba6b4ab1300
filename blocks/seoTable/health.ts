import { DESCRIPTION_MAX, TITLE_MAX } from '../../src/shared/search-limits.ts';

// The same limits the build's lint enforces, so the dashboard and the build agree.
export { DESCRIPTION_MAX, TITLE_MAX };

export interface Health {
  ok: boolean;
  label: string;
}

/** The dashboard's check of one title or description against its limit: missing, too long, or good. */
export function health(text: string, max: number): Health {
  if (text.trim() === '') return { ok: false, label: 'Missing' };
  if (text.length > max) return { ok: false, label: `Too long (${text.length})` };
  return { ok: true, label: `Good (${text.length})` };
}
