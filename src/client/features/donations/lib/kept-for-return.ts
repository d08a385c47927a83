/**
 * What the page keeps in sessionStorage while the giver is at PayPal or Klarna: the return is a
 * new page load.
 */
export function keepForReturn(key: string, value: unknown) {
  if (value === undefined) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}

/** What was kept under `key`, read once (then gone); null when nothing readable was. */
export function takeAfterReturn<T>(key: string): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}
