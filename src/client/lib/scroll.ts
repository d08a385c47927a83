export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * Scrolls to the element with `id`, retrying while it does not exist yet (a page still
 * loading): `retries` times every `intervalMs`, after `initialDelayMs`.
 */
export function scrollToIdWithRetry(
  id: string,
  { retries = 10, intervalMs = 100, initialDelayMs = 0 } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  let attempts = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return;
    }
    if (attempts++ < retries) timer = setTimeout(attempt, intervalMs);
  };
  timer = setTimeout(attempt, initialDelayMs);
  return () => clearTimeout(timer);
}
