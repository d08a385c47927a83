import { SAVED_COPY_MARKS } from './saved-copy.ts';

/**
 * Installs the service worker (service-worker.ts) once the page is interactive, and keeps
 * `<html data-offline>` true to the connection so the offline note shows while it is lost.
 */
export function startOfflineSupport() {
  const mark = () =>
    document.documentElement.toggleAttribute(SAVED_COPY_MARKS.offline, !navigator.onLine);
  addEventListener('online', mark);
  addEventListener('offline', mark);
  // Not cleared here: the worker marks a saved copy it served because the network failed, even
  // when the browser believes it is online.
  if (!navigator.onLine) mark();
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be installed', error);
    });
  }
}
