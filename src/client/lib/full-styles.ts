/**
 * A page arrives with only the style rules of what the server drew (the server trims its inline
 * stylesheet: decision 020), and the app may draw anything (a menu, a dialog, the next page). So
 * it loads the whole stylesheet before it hydrates. Resolves once the file has loaded, or failed
 * (offline and never fetched): the page then keeps its own rules.
 */
export function loadFullStyles(): Promise<void> {
  const href = document.querySelector<HTMLStyleElement>('style[data-trimmed]')?.dataset.href;
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    // After the page's own rules, so that the whole file's order decides, as it did before.
    document.head.append(link);
  });
}
