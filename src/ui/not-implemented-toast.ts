import { settings } from './site-settings.ts';
import { toast } from './toast.ts';

/** Buttons whose feature is not built yet say so; the wording is content, from the site settings. */
export function showNotImplementedToast(description?: string) {
  toast({ title: settings.notBuiltYet.notImplemented, description });
}
