/**
 * The page arrives rendered, so nothing the visitor sees waits for the app. Its code is fetched
 * once the page has loaded and painted: on a slow phone the text and the largest picture get
 * the network first, and the app then hydrates what is already there.
 */
const start = () => requestAnimationFrame(() => setTimeout(() => import('./entry-client.tsx')));

if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
