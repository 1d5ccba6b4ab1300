import { existsSync } from 'node:fs';

/** System Chromium (Debian's package) or CHROME_PATH; browser tests never download a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found. Install it (apt-get install -y chromium) or set CHROME_PATH.');
  return found;
}

/** Flags for a closed network: no background calls to Google services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
