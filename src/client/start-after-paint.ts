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

function startApp() {
  let entry: string | null = null;
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-after-paint]',
  )) {
    entry ??= template.content.querySelector('[data-app-entry]')?.getAttribute('href') ?? null;
    document.head.append(template.content);
  }
  // A page without the app's links (the "You are offline" page standing in for another) stays
  // as it is.
  if (entry) import(/* @vite-ignore */ entry);
}

Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(startApp)));
