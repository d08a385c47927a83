// The end-to-end tests drive Debian's Chromium; install it (as root) when it is missing.
import { ensureDebianPackage } from './lib/debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage({
    path: CHROMIUM_PATH,
    name: 'chromium',
    hint: 'or set CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
