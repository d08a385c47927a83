import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';
import { adminSessionCookie, baseUrl } from './support/site.ts';

// Pages with managed content are served with their data in the HTML (docs/decisions/006).
const browser = setupBrowser();

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as T;

/** A loading state of a list that is really loading (the donation card's own is not one). */
const LOADING = /Loading (news|photos|testimonials|our leaders|prayer points|events|stories)/i;

/** Per page: what its data must show, read from the same public API. */
const pages: { path: string; expected: () => Promise<string[]> }[] = [
  {
    path: '/',
    expected: async () => [
      (await api<{ title: string }[]>('/api/news'))[0]?.title ?? '',
      (await api<{ testimonials: { quote: string }[] }>('/api/testimonials')).testimonials[0]
        ?.quote ?? '',
    ],
  },
  {
    path: '/events',
    expected: async () =>
      (await api<{ events: { title: string }[] }>('/api/events')).events.map((e) => e.title),
  },
  {
    path: '/events/community-food-walk',
    expected: async () => [
      (await api<{ event: { title: string } }>('/api/events/community-food-walk')).event.title,
    ],
  },
  {
    path: '/prayer',
    expected: async () =>
      (await api<{ data: { title: string }[] }>('/api/prayer.php?action=list_current')).data.map(
        (point) => point.title,
      ),
  },
  {
    path: '/who-we-are',
    expected: async () =>
      (await api<{ leaders: { name: string }[] }>('/api/leadership')).leaders.map((l) => l.name),
  },
];

describe('with JavaScript off', () => {
  test.each(pages)('$path reads completely from the HTML', async ({ path, expected }) => {
    const texts = await expected();
    expect(texts.filter(Boolean).length).toBeGreaterThan(0);
    const page = await browser.reusedPage({ javaScriptEnabled: false });
    expect((await page.goto(path))?.status()).toBe(200);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const text of texts) expect(main).toContain(text.trim());
    expect(main).not.toMatch(LOADING);
  });

  test('an unknown event is its section’s Not Found page with a 404', async () => {
    const page = await browser.reusedPage({
      javaScriptEnabled: false,
      allowConsoleErrors: ['404'],
    });
    expect((await page.goto('/events/no-such-event'))?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Event not found.');
  });

  test('an event’s page has its own title, description and link preview card', async () => {
    const page = await browser.reusedPage({ javaScriptEnabled: false });
    await page.goto('/events/community-food-walk');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(await page.title()).toMatch(/^Community Food Walk \| /);
    expect(ogImage).toBe(`${baseUrl}/og/events/community-food-walk.png`);
    const card = await fetch(ogImage ?? '');
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  test('the Swedish page’s link preview card is its own, drawn in Swedish', async () => {
    const page = await browser.reusedPage({ javaScriptEnabled: false });
    await page.goto('/sv/events/community-food-walk');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe(`${baseUrl}/og/events/community-food-walk.sv.png`);
    const [swedish, english] = await Promise.all(
      [ogImage ?? '', `${baseUrl}/og/events/community-food-walk.png`].map(async (url) => {
        const response = await fetch(url);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    // The label (date, category) is in the page's language, so the two cards differ.
    expect(swedish?.equals(english!)).toBe(false);
    expect((await fetch(`${baseUrl}/og/events/community-food-walk.xx.png`)).status).toBe(404);
  });
});

describe('with JavaScript on', () => {
  test.each(pages)('$path hydrates with no loading state and no error', async ({ path }) => {
    const page = await browser.newPage();
    // Records any loading state that appears, however briefly, from the first paint on.
    await page.addInitScript((source) => {
      const pattern = new RegExp(source, 'i');
      const check = () => {
        if (pattern.test(document.querySelector('main')?.textContent ?? '')) {
          (window as { sawLoading?: boolean }).sawLoading = true;
        }
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true });
    }, LOADING.source);
    expect(await visit(page, path)).toBe(200);
    expect(await page.evaluate(() => (window as { sawLoading?: boolean }).sawLoading)).toBe(
      undefined,
    );
  });

  test.each(pages)(
    '$path does not ask the API again for the data it was served with',
    async ({ path }) => {
      const page = await browser.newPage();
      // The page was rendered a while ago (the server keeps it until its content changes): the
      // browser's clock is set ten minutes on, past any freshness counted from the render.
      await page.addInitScript(() => {
        const now = Date.now;
        Date.now = () => now() + 10 * 60_000;
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/check-session') asked.push(pathname);
      });
      expect(await visit(page, path)).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((pathname) => !pathname.startsWith('/api/stripe'))).toEqual([]);
    },
  );

  test('an unknown event’s Not Found page hydrates as served', async () => {
    const page = await browser.newPage({ allowConsoleErrors: ['404'] });
    expect(await visit(page, '/events/no-such-event')).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Event not found.');
  });
});

test('after an admin adds news through the API, the page served shows it', async () => {
  const headers = { cookie: adminSessionCookie, origin: baseUrl };
  const title = `Served fresh ${Date.now()}`;
  const created = await fetch(`${baseUrl}/api/news`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: 'Shown on Home without a rebuild.' }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain(title);
  } finally {
    await fetch(`${baseUrl}/api/news?id=${id}`, { method: 'DELETE', headers });
  }
  expect(await (await fetch(`${baseUrl}/`)).text()).not.toContain(title);
});
