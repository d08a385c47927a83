import { expect } from 'vitest';

/**
 * Reads a page's state until the assertion holds (or 10 s pass), instead of once. The page
 * updates after clicks, navigations and clean-ups on its own schedule; a single read right
 * after an action races it on a loaded machine.
 */
export const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 50 });
