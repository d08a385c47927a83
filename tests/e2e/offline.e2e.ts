// The service worker: pages read before stay readable offline, marked as a saved copy; a page
// never saved shows "You are offline" in its language; nothing sent to /api is ever kept.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

const OFFLINE_ERRORS = ['ERR_INTERNET_DISCONNECTED', 'Session check failed'];

/** Opens the site once and waits until its service worker controls the page. */
async function withServiceWorker(): Promise<Page> {
  const page = await browser.newPage({ serviceWorker: true, allowConsoleErrors: OFFLINE_ERRORS });
  await visit(page, '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  return page;
}

const offlineNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });

describe('the service worker', () => {
  test('keeps the pages a visitor has read, readable offline with a note', async () => {
    const page = await withServiceWorker();
    await visit(page, '/our-history');
    expect(await offlineNote(page).isVisible()).toBe(false);

    await page.context().setOffline(true);
    // visit() waits for the app to start: its scripts and messages came from the saved shell.
    expect(await visit(page, '/our-history')).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Our History' }).waitFor();
    await offlineNote(page).waitFor();
    await expectNoAxeViolations(page);
  });

  test('shows "You are offline" in the page\'s language for a page never saved', async () => {
    const page = await withServiceWorker();
    await page.context().setOffline(true);
    // A page that stands in for another does not start the app (see service-worker.ts).
    await page.goto('/cookie-policy');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    await expectNoAxeViolations(page);
    await page.goto('/sv/cookie-policy');
    await page.getByRole('heading', { level: 1, name: 'Du är offline' }).waitFor();
  });

  test('keeps no answer of /api, and nothing of the admin', async () => {
    const page = await withServiceWorker();
    await visit(page, '/events');
    await visit(page, '/login');
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(kept).toContain('/events');
    expect(kept.filter((path) => /^\/(api|login|admin)(\/|$)/.test(path))).toEqual([]);
  });
});
