export const CHROMIUM_PATH: string;
export const HEADLESS_SHELL_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function launchBenchBrowser(): Promise<import('playwright-core').Browser>;
