/** Search result limits (spec section 9). */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export interface Health {
  ok: boolean;
  label: string;
}

/** The dashboard's check of one title or description against its limit. */
export function health(text: string, max: number): Health {
  if (text.trim() === '') return { ok: false, label: 'Missing' };
  if (text.length > max) return { ok: false, label: `Too long (${text.length})` };
  return { ok: true, label: `Good (${text.length})` };
}
