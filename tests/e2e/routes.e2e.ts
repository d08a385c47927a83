import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { brand } from '#shared/brand.ts';
import { LOCALES, localizePath, splitLocalePath } from '#shared/i18n/locale.ts';
import { expectNoAxeViolations, setupBrowser, sidewaysOverflow, visit } from './support/browser.ts';
import { adminSessionCookie, baseUrl, PRIVATE_PATHS, prerenderedPaths } from './support/site.ts';

const browser = setupBrowser();
/** An event's and a story's page of the sample content, which every site starts with. */
const itemPaths = ['/events/community-food-walk', '/stories/edu-1'].flatMap((path) =>
  LOCALES.map((locale) => localizePath(path, locale)),
);
const paths = prerenderedPaths();
const visits = [...paths, ...itemPaths].flatMap((path) =>
  (['mobile', 'desktop'] as const).map((viewport) => [path, viewport] as const),
);

// The pages load side by side, three at a time; each test only looks, so its page is one of
// the few that the file's tests take turns with (reusedPage).
describe.concurrent('every page, in both languages', () => {
  test.for(visits)(
    '%s at %s width: title, one h1, the served ones kept, no axe violations, no sideways scroll',
    async ([path, viewport], { expect, onTestFinished }) => {
      // Signed out, /admin sends the visitor to /login (auth.e2e.ts); here it shows itself.
      const page = await browser.reusedPage(
        { viewport, signedIn: splitLocalePath(path).path === '/admin' },
        onTestFinished,
      );
      expect(await visit(page, path)).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);

      const title = await page.title();
      if (splitLocalePath(path).path === '/') expect(title).toBe(brand.name);
      else expect(title).toMatch(new RegExp(`. \\| ${brand.name}$`));
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      // The app, once hydrated, shows the title and heading the pre-rendered HTML holds.
      const served = await servedTitleAndHeading(page, path);
      await expect.poll(() => page.title()).toBe(served.title);
      await expect
        .poll(async () => (await page.locator('h1').textContent())?.trim())
        .toBe(served.heading);
      await expectNoAxeViolations(page);
      if (viewport === 'desktop') return;

      // A small phone, then a larger one at double text size (a phone's accessibility setting):
      // the same page resized, one visit for all three widths.
      await page.setViewportSize({ width: 320, height: 760 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 390, height: 760 });
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
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

describe.concurrent('the pre-rendered HTML, before any script runs', () => {
  test.for(paths)('%s holds its title, meta tags, heading and text', async (path, context) => {
    const { expect } = context;
    const raw = await browser.reusedPage({ javaScriptEnabled: false }, context.onTestFinished);
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
        // The page's one module script (its islands) and its language's messages; the
        // stylesheet is inline, and so is the first script (it holds early input). React's own
        // preloads of an island's first pictures are not code.
        fetchedByTheHtml: [
          ...document.querySelectorAll(
            'script[src], link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"]:not([as="image"])',
          ),
        ].map((element) => (element instanceof HTMLScriptElement ? element.type : element.id)),
        inlineScripts: [...document.querySelectorAll('script:not([type])')].length,
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

    expect(head.fetchedByTheHtml.sort()).toEqual(['catalog', 'module']);
    expect(head.inlineScripts).toBe(1);

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
    await expect
      .poll(async () => (await page.locator('h1').textContent())?.trim())
      .toBe('Page not found');
    await expect.poll(() => page.title()).toBe(`Page not found | ${brand.name}`);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // Home's code may still be on its way ("Loading…"); axe checks Home once it is there.
    await expect
      .poll(async () => (await page.locator('h1').textContent())?.trim())
      .toBe(brand.name);
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

  test('sitemap.xml lists every public route, event, story, appeal and fundraiser in both languages, and no private one', async () => {
    const listed = async (list: 'events' | 'stories') => {
      const body = (await (await fetch(`${baseUrl}/api/${list}`)).json()) as Record<
        string,
        { id: string }[]
      >;
      return (body[list] ?? []).flatMap((item) =>
        LOCALES.map((locale) => localizePath(`/${list}/${item.id}`, locale)),
      );
    };
    // Appeals published or ended and approved fundraisers, from the admin's lists (the public
    // calls list only running appeals, and no fundraisers).
    const admin = async <T>(list: 'appeals' | 'fundraisers', isPublic: (status: T) => boolean) => {
      const response = await fetch(`${baseUrl}/api/admin/${list}`, {
        headers: { cookie: adminSessionCookie },
      });
      const body = (await response.json()) as Record<string, { slug: string; status: T }[]>;
      return (body[list] ?? [])
        .filter((item) => isPublic(item.status))
        .flatMap((item) => LOCALES.map((locale) => localizePath(`/${list}/${item.slug}`, locale)));
    };
    const publicPaths = paths.filter((path) => !PRIVATE_PATHS.includes(splitLocalePath(path).path));
    // Read again until the two agree: other test files add and remove events and stories meanwhile.
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}/sitemap.xml`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/xml/);
        const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (match) => match[1],
        );
        const expected = [
          ...publicPaths,
          ...(await listed('events')),
          ...(await listed('stories')),
          ...(await admin<string>('appeals', (status) => status !== 'draft')),
          ...(await admin<string>('fundraisers', (status) => status === 'approved')),
        ];
        return (
          locations.sort().join('\n') ===
          expected
            .map((path) => `${baseUrl}${path}`)
            .sort()
            .join('\n')
        );
      })
      .toBe(true);
  });
});
