import { scrollBehavior } from './scroll.ts';

/**
 * Scrolls to the element with `id` (a form) and moves keyboard focus to its first field, so a
 * keyboard or screen reader user lands where the button promised.
 */
export function jumpTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  target.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
