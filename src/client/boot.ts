import './lib/i18n/chunk-messages.ts';
import { holdEarlyInput } from './lib/early-input.ts';

holdEarlyInput();

/**
 * The page arrives rendered, so nothing the visitor sees waits for the app. Its code is fetched
 * once the page has loaded and been painted: on a slow phone the text, the font and the largest
 * picture get the network first, and the app then hydrates what is already on the screen.
 */
const loaded = new Promise<unknown>((resolve) => {
  if (document.readyState === 'complete') resolve(undefined);
  else addEventListener('load', resolve, { once: true });
});

/** The first contentful paint has reached the screen (at most a few seconds are waited for it). */
const painted = new Promise<unknown>((resolve) => {
  setTimeout(resolve, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve(undefined);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve(undefined);
  }).observe({ type: 'paint', buffered: true });
});

Promise.all([loaded, painted]).then(() =>
  requestAnimationFrame(() => setTimeout(() => import('./entry-client.tsx'))),
);
