/**
 * A page arrives with only the style rules of what the server drew (the server trims its inline
 * stylesheet: decision 020), and those include every rule of no CSS module; what the app draws
 * anew (a dialog, the next page) needs the rules of every module, which the build writes as a
 * file of their own. Fetches it now, and answers how to apply it: once the page has hydrated, in
 * a task of its own, since applying a stylesheet restyles the elements it styles (on a slow phone
 * a long task, if it joined hydration's).
 */
export function fetchModuleStyles(): () => void {
  const href = document.querySelector<HTMLStyleElement>('style[data-trimmed]')?.dataset.href;
  if (!href) return () => {};
  // Into the HTTP cache (the file is immutable), for the link below; offline, it may not come.
  fetch(href).catch(() => {});
  return () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // After the page's own rules, so that the modules' rules keep the whole file's order among
    // themselves (a page's own rules hold some of them; which wins between two modules is the
    // file's order).
    document.head.append(link);
  };
}
