/**
 * What the page keeps in sessionStorage while the giver is at PayPal, Klarna or the Swish app:
 * the return is a new page load.
 */
export function keepForReturn(key: string, value: unknown) {
  if (value === undefined) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}

/** What is kept under `key`; null when nothing readable is. */
export function readKept<T>(key: string): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

/** What was kept under `key`, read once (then gone). */
export function takeAfterReturn<T>(key: string): T | null {
  const kept = readKept<T>(key);
  sessionStorage.removeItem(key);
  return kept;
}
