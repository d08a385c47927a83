/**
 * A page arrives with only the style rules of what the server drew (the server trims its inline
 * stylesheet: decision 020); what the app draws anew (a dialog, the next page) needs the whole
 * file. Fetches it now, and answers how to apply it: once the page has hydrated, in a task of its
 * own, since applying a stylesheet restyles the whole page (on a slow phone a long task, if it
 * joined hydration's).
 */
export function fetchFullStyles(): () => void {
  const href = document.querySelector<HTMLStyleElement>('style[data-trimmed]')?.dataset.href;
  if (!href) return () => {};
  // Into the HTTP cache (the file is immutable), for the link below; offline, it may not come.
  fetch(href).catch(() => {});
  return () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // After the page's own rules, so that the whole file's order decides, as it did before.
    document.head.append(link);
  };
}
