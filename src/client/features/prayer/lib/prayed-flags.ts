import { useSyncExternalStore } from 'react';
import { windowEventStore } from '#client/lib/window-event-store.ts';

/** The browser-storage key that marks a prayer point as prayed for (docs/product.md, part 2, Business constants). */
export const prayedKey = (id: number) => `prayer:v1:point:${id}`;

const { subscribe, changed } = windowEventStore('storage');

export function hasPrayed(id: number): boolean {
  try {
    return localStorage.getItem(prayedKey(id)) !== null;
  } catch {
    return false;
  }
}

export function setPrayed(id: number, prayed: boolean): void {
  try {
    if (prayed) localStorage.setItem(prayedKey(id), '1');
    else localStorage.removeItem(prayedKey(id));
  } catch {
    // Storage can be unavailable (private mode): the button then simply stays enabled.
  }
  changed();
}

/** Whether this browser has prayed for the point; follows changes from any tab. */
export function usePrayed(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasPrayed(id),
    () => false,
  );
}
