import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { brand } from '#shared/brand.ts';
import { LOCALES, localizePath, splitLocalePath } from '#shared/i18n/locale.ts';
import { baseUrl, expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { PRIVATE_PATHS, prerenderedPaths } from './support/site.ts';

const browser = setupBrowser();
const paths = prerenderedPaths();

describe.each(['mobile', 'desktop'] as const)('every route at %s width', (viewport) => {
  test.each(paths)(
    '%s: title, one h1, the served ones kept, and no axe violations',
    async (path) => {
      // Signed out, /admin sends the visitor to /login (auth.e2e.ts); here it shows itself.
      const page = await browser.newPage({
        viewport,
        signedIn: splitLocalePath(path).path === '/admin',
      });
      expect(await visit(page, path)).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);

      const title = await page.title();
      if (splitLocalePath(path).path === '/') expect(title).toBe(brand.name);
      else expect(title).toMatch(new RegExp(`. \\| ${brand.name}$`));
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      // The app, once hydrated, shows the title and heading the pre-rendered HTML holds.
      const served = await servedTitleAndHeading(page, path);
      await eventually(() => page.title()).toBe(served.title);
      await eventually(async () => (await page.locator('h1').textContent())?.trim()).toBe(
        served.heading,
      );
      await expectNoAxeViolations(page);
    },
  );
});

/** The title and `<main>` heading of `path` as the server sends it, read without running it. */
async function servedTitleAndHeading(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return {
      title: served.title,
      heading: served.querySelector('main h1')?.textContent?.trim() ?? null,
    };
  }, path);
}

describe('the pre-rendered HTML, before any script runs', () => {
  test.each(paths)('%s holds its title, meta tags, heading and text', async (path) => {
    const raw = await browser.newPage({ javaScriptEnabled: false });
    const response = await raw.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    const head = await raw.evaluate(() => {
      const content = (selector: string) =>
        document.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogDescription: content('meta[property="og:description"]'),
        ogImage: content('meta[property="og:image"]'),
        ogUrl: content('meta[property="og:url"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        headings: [...document.querySelectorAll('main h1')].map((h1) => h1.textContent?.trim()),
        mainText: document.querySelector('main')?.textContent ?? '',
        // Content first: nothing fetches code or messages before the page has painted; the
        // page's one inline script fetches what its templates list, at low priority.
        fetchedByTheHtml: document.querySelectorAll(
          'script[src], link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"]',
        ).length,
        inlineScripts: [...document.querySelectorAll('script:not([type])')].length,
        afterPaint: [...document.querySelectorAll('template[data-after-paint]')].flatMap(
          (template) =>
            [...(template as HTMLTemplateElement).content.querySelectorAll('link')].map((link) => ({
              rel: link.rel,
              priority: link.getAttribute('fetchpriority'),
              entry: link.hasAttribute('data-app-entry'),
            })),
        ),
      };
    });

    expect(head.title.endsWith(brand.name)).toBe(true);
    expect(head.description?.length).toBeGreaterThan(0);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(`${baseUrl}${path}`);
    expect(head.canonical).toBe(`${baseUrl}${path}`);
    expect(head.ogImage).toMatch(/^https?:\/\//);
    const image = await fetch(head.ogImage ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    expect(head.fetchedByTheHtml).toBe(0);
    expect(head.inlineScripts).toBe(1);
    expect(head.afterPaint.filter((link) => link.entry)).toEqual([
      { rel: 'modulepreload', priority: 'low', entry: true },
    ]);
    expect(new Set(head.afterPaint.map((link) => link.rel))).toEqual(
      new Set(['modulepreload', 'preload']),
    );
    expect(new Set(head.afterPaint.map((link) => link.priority))).toEqual(new Set(['low']));

    expect(head.headings).toHaveLength(1);
    const heading = head.headings[0] ?? '';
    expect(heading.length).toBeGreaterThan(0);
    expect(head.mainText.replace(heading, '').trim().length).toBeGreaterThan(10);
  });
});

describe('not found, robots.txt and sitemap.xml', () => {
  test('an unknown path gets a 404 status and the friendly Not Found page', async () => {
    const raw = await fetch(`${baseUrl}/no-such-page`);
    expect(raw.status).toBe(404);
    expect(await raw.text()).toContain('Page not found');

    const page = await browser.newPage({
      allowConsoleErrors: ['the server responded with a status of 404'],
    });
    expect(await visit(page, '/no-such-page')).toBe(404);
    await eventually(async () => (await page.locator('h1').textContent())?.trim()).toBe(
      'Page not found',
    );
    await eventually(() => page.title()).toBe(`Page not found | ${brand.name}`);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // Home's code may still be on its way ("Loading…"); axe checks Home once it is there.
    await eventually(async () => (await page.locator('h1').textContent())?.trim()).toBe(brand.name);
    await expectNoAxeViolations(page);
  });

  test('an unknown /api path gets a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test('robots.txt points at the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  test('sitemap.xml lists every public route, event and story in both languages, and no private one', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const ids = async (list: 'events' | 'stories') => {
      const body = (await (await fetch(`${baseUrl}/api/${list}`)).json()) as Record<
        string,
        { id: string }[]
      >;
      return (body[list] ?? []).flatMap((item) =>
        LOCALES.map((locale) => localizePath(`/${list}/${item.id}`, locale)),
      );
    };
    const expected = [
      ...paths.filter((path) => !PRIVATE_PATHS.includes(splitLocalePath(path).path)),
      ...(await ids('events')),
      ...(await ids('stories')),
    ];
    expect(locations.sort()).toEqual(expected.map((path) => `${baseUrl}${path}`).sort());
  });
});
