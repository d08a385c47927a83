// How the e2e tests and the benchmarks start Debian's Chromium (see ../ensure-chromium.mjs).
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
