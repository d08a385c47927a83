// The end-to-end tests drive Debian's Chromium; install it (as root) when it is missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install the Debian package "chromium" (as root) or set CHROMIUM_PATH`,
    );
  }
  console.log('Chromium is missing: installing the Debian package "chromium"');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  return CHROMIUM_PATH;
}
