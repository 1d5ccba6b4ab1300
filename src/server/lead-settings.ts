import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { siteSchema, type SiteSettings } from '../shared/site-schema.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './delivery-worker.ts';
import { DEFAULT_DELIVERY_TIMEOUT_MS, type NotifyOptions } from './lead-pipeline.ts';
import { DEFAULT_MIN_FILL_MS } from './quote-api.ts';

/** A setting that cannot be used, said in one line. */
export class LeadSettingsError extends Error {
  override name = 'LeadSettingsError';
}

/** The quote settings of pages/_site.yaml (PAGES_DIR for another content folder); `npm run validate` reports their problems in full. */
export function quoteSettings(root: string, env: NodeJS.ProcessEnv = process.env): Partial<SiteSettings['quote']> {
  const file = path.join(env.PAGES_DIR ? path.resolve(root, env.PAGES_DIR) : path.join(root, 'pages'), '_site.yaml');
  if (!existsSync(file)) return {};
  const parsed = siteSchema.shape.quote.safeParse((parse(readFileSync(file, 'utf8')) as { quote?: unknown } | null)?.quote);
  if (!parsed.success) throw new LeadSettingsError(`The quote settings in ${file} are not valid: run npm run validate.`);
  return parsed.data;
}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 0, integer = false } = {}) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new LeadSettingsError(`${name} must be a ${integer ? 'whole ' : ''}number of at least ${min}, not "${raw}".`);
  }
  return value;
};

const url = (name: string, raw: string, protocols: string[]) => {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new LeadSettingsError(`${name} must be a full address such as ${protocols[0]}//host/path, not "${raw}".`);
  }
  if (!protocols.includes(parsed.protocol)) throw new LeadSettingsError(`${name} must start with ${protocols.join(' or ')}//, not "${raw}".`);
  return raw;
};

/**
 * How `npm start` handles leads, from the environment and the settings:
 * LEADS_WEBHOOK_URL (or quote.notify.webhook) and LEADS_WEBHOOK_SECRET; SMTP_URL with
 * LEADS_NOTIFY_TO (and LEADS_NOTIFY_FROM); LEADS_RETRY_BASE_MS and LEADS_DELIVERY_TIMEOUT_MS;
 * QUOTE_MIN_FILL_SECONDS; LEADS_RETENTION_DAYS (or quote.privacy.retentionDays).
 * Throws LeadSettingsError on a value it cannot use.
 */
export function leadOptionsFromEnv(root: string, env: NodeJS.ProcessEnv = process.env) {
  const settings = quoteSettings(root, env);
  const notify: NotifyOptions = {};
  const webhook = env.LEADS_WEBHOOK_URL || settings.notify?.webhook;
  if (webhook) notify.webhook = { url: url('LEADS_WEBHOOK_URL', webhook, ['https:', 'http:']), secret: env.LEADS_WEBHOOK_SECRET || undefined };
  if (Boolean(env.SMTP_URL) !== Boolean(env.LEADS_NOTIFY_TO)) {
    throw new LeadSettingsError('E-mail notifications need both SMTP_URL (smtp://user:pass@host:port) and LEADS_NOTIFY_TO (the address that receives leads).');
  }
  if (env.SMTP_URL && env.LEADS_NOTIFY_TO) {
    notify.email = { smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']), to: env.LEADS_NOTIFY_TO, from: env.LEADS_NOTIFY_FROM || env.LEADS_NOTIFY_TO };
  }
  const retry: RetryPolicy = { ...DEFAULT_RETRY, baseMs: number(env, 'LEADS_RETRY_BASE_MS', DEFAULT_RETRY.baseMs, { min: 1 }) };
  notify.retry = retry;
  notify.timeoutMs = number(env, 'LEADS_DELIVERY_TIMEOUT_MS', DEFAULT_DELIVERY_TIMEOUT_MS, { min: 1 });
  return {
    notify,
    minFillMs: number(env, 'QUOTE_MIN_FILL_SECONDS', DEFAULT_MIN_FILL_MS / 1000) * 1000,
    retentionDays: retentionDays(root, env, settings.privacy?.retentionDays),
  };
}

/** LEADS_RETENTION_DAYS, else the days the privacy note promises; undefined keeps leads. */
export function retentionDays(root: string, env: NodeJS.ProcessEnv = process.env, fromSettings = quoteSettings(root, env).privacy?.retentionDays) {
  return env.LEADS_RETENTION_DAYS ? number(env, 'LEADS_RETENTION_DAYS', 0, { min: 1, integer: true }) : fromSettings;
}
