import { holdEarlyInput } from './lib/early-input.ts';

/**
 * The page's only script in its HTML, inlined by the build (scripts/lib/after-paint.mjs), so no
 * request starts before the first paint: on a slow phone the HTML and the largest picture get the
 * network alone, and the app then hydrates what is already on the screen
 * (docs/decisions/009-first-paint.md). Until then it notes what the visitor does (early-input.ts).
 * Once the page has loaded and painted, it puts the page's `<template data-after-paint>` links
 * into the head (the app's first scripts and messages, fetched side by side) and imports the app.
 */
holdEarlyInput();

const loaded = new Promise<unknown>((resolve) => {
  if (document.readyState === 'complete') resolve(undefined);
  else addEventListener('load', resolve, { once: true });
});

/** The first contentful paint has reached the screen (at most a few seconds are waited for it). */
const painted = new Promise<unknown>((resolve) => {
  setTimeout(resolve, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve(undefined);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve(undefined);
  }).observe({ type: 'paint', buffered: true });
});

/*
 * Each link put into the document starts a request: about a millisecond of main-thread work on
 * the bench's machine, several on a slow phone. A page lists thirty to forty, so they go in a few
 * at a time, each few in a task of its own, rather than in one long task the visitor's taps would
 * wait behind.
 */
const LINKS_PER_TASK = 6;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function startApp() {
  const links = [
    ...document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]'),
  ].flatMap((template) => [...template.content.children]);
  for (let first = 0; first < links.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    document.head.append(...links.slice(first, first + LINKS_PER_TASK));
  }
  // A page without the app's links (the "You are offline" page standing in for another) stays
  // as it is.
  const entry = links.find((link) => link.hasAttribute('data-app-entry'))?.getAttribute('href');
  if (entry) import(/* @vite-ignore */ entry);
}

Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(startApp)));
