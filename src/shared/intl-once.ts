/**
 * An Intl formatter costs far more to make than to use (its locale data is loaded then), and a
 * page's hydration would otherwise make the same ones again and again: each is made on first
 * use, once per key, and kept.
 */
const made = new Map<string, unknown>();

export function intlOnce<T>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}
