/**
 * The element around each island in the server's HTML:
 * `<site-island data-island="header" data-id="3" data-props='{…}' data-hydrate="load">`.
 * It takes no box of its own (`display: contents`, styles/global.css).
 */
export const ISLAND_TAG = 'site-island';

/** When an island hydrates: once the page's code runs, or once it comes near the screen. */
export type HydrateWhen = 'load' | 'visible';

/** React's `useId` prefix of one island, the same on the server and in the browser. */
export const idPrefixOf = (id: string) => `i${id}-`;
