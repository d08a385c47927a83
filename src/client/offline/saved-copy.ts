/**
 * The marks the service worker puts on `<html>` when it answers with a saved page: `saved` when
 * the network was slow (the app refreshes its data), `offline` when the network failed (the
 * stylesheet shows the offline note). The app sets `offline` itself while the browser is offline.
 */
export const SAVED_COPY_MARKS = { saved: 'data-saved', offline: 'data-offline' } as const;

/** True on a page the service worker answered from its saved copies. */
export const isSavedCopy = (html: Element): boolean =>
  Object.values(SAVED_COPY_MARKS).some((mark) => html.hasAttribute(mark));

/** The saved page's HTML with its mark on `<html>`. */
export const markedCopy = (html: string, mark: keyof typeof SAVED_COPY_MARKS): string =>
  html.replace(/<html\b/, `<html ${SAVED_COPY_MARKS[mark]}`);
