/**
 * What `useSyncExternalStore` needs for a value the browser keeps (the address, storage): it
 * changes on the window's `event` (another tab, Back and Forward) and when this page calls
 * `changed()` after changing it itself.
 */
export function windowEventStore(event: keyof WindowEventMap) {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      window.addEventListener(event, listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener(event, listener);
      };
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}
