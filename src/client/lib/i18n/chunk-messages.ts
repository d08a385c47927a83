import type { Messages } from '@lingui/core';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';

/**
 * The messages of the code loaded so far. The build splits the catalogs by chunk
 * (scripts/lib/vite-chunk-catalogs.mjs): a chunk that shows messages starts with
 * `await __chunkMessages(key)`, so its code runs once its texts are here, and a page downloads
 * the texts of the code it runs, in its own language only. Set up by boot.ts, before any chunk.
 */
const keys: string[] = [];
// The page's language until the app says otherwise (read when first needed: the server-side
// render imports this module too, without a window).
let locale: Locale | undefined;
const currentLocale = () => {
  locale ??= localeOfPath(window.location.pathname);
  return locale;
};
let received: Messages = {};
let deliver: ((messages: Messages) => void) | undefined;

/** One chunk's messages in one language (a file named by its content: cached for good). */
async function fetchCatalog(language: Locale, key: string): Promise<Messages> {
  const response = await fetch(`/assets/messages/${language}/${key}.json`);
  if (!response.ok) throw new Error(`Loading the messages ${language}/${key} failed`);
  return response.json();
}

declare global {
  var __chunkMessages: (key: string) => Promise<void>;
}

globalThis.__chunkMessages = async (key) => {
  keys.push(key);
  const messages = await fetchCatalog(currentLocale(), key);
  if (deliver) deliver(messages);
  else Object.assign(received, messages);
};

/** The loaded code's messages in `language` (the page's own are here already). */
export async function loadedMessages(language: Locale): Promise<Messages> {
  if (language === currentLocale()) return received;
  const catalogs = await Promise.all(keys.map((key) => fetchCatalog(language, key)));
  return Object.assign({}, ...catalogs);
}

/**
 * From now on, chunks load their messages in `language` and hand them to `onMessages` (the
 * app's i18n) instead of keeping them here.
 */
export function deliverMessages(language: Locale, onMessages: (messages: Messages) => void) {
  locale = language;
  received = {};
  deliver = onMessages;
}
