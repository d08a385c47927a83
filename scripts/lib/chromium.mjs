// How the e2e tests and the benchmarks start Debian's Chromium (see ../ensure-chromium.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../ensure-chromium.mjs';

export { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../ensure-chromium.mjs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The benchmarks' browser: the full Chromium, as visitors run it, installed when missing. */
export function launchBenchBrowser() {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
