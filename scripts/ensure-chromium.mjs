// Debian's Chromium, installed (as root) when missing: the full browser for the benchmarks
// (Lighthouse measures what visitors' browsers do) and its old headless shell for the end-to-end
// tests (the browser without its windowing layers: half the CPU for the same pages, and what
// Playwright itself runs headless tests in).
import { ensureDebianPackage } from './lib/debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  return ensureDebianPackage({
    path: CHROMIUM_PATH,
    name: 'chromium',
    hint: 'or set CHROMIUM_PATH',
  });
}

export function ensureHeadlessShell() {
  return ensureDebianPackage({
    path: HEADLESS_SHELL_PATH,
    name: 'chromium-headless-shell',
    hint: 'or set CHROMIUM_HEADLESS_SHELL_PATH',
  });
}

// `node scripts/ensure-chromium.mjs` (npm test): the end-to-end tests' browser.
if (import.meta.url === `file://${process.argv[1]}`) ensureHeadlessShell();
