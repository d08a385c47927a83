// A visitor on Home, /prayer and the leadership grid: the interactions of issue 3.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  hydratedIsland,
  recordRemovedElements,
  removedElements,
  setupBrowser,
  visit,
} from './support/browser.ts';
import { adminSessionCookie, baseUrl } from './support/site.ts';

const browser = setupBrowser();

const currentSlide = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"][aria-label="Highlights"] [aria-current="true"]')
    .getAttribute('aria-label');
const currentTestimonial = (page: Page) =>
  page
    .locator('#testimonials-heading ~ [aria-roledescription="carousel"] [aria-current="true"]')
    .getAttribute('aria-label');

// The partners' texts are catalog messages (compiled by Babel, which this config does not run), so
// their number is read from the page.
const listedPartners = (page: Page) => page.locator('#partners-heading ~ ul > li').count();

/** Stops the page's clock (after the data has loaded), so the tests move time themselves. */
async function pauseClock(page: Page) {
  // The page's time runs on while we ask for it: aim a little ahead, and retry if too late.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

describe('the pre-rendered Home page', () => {
  test('holds every section in the spec order, the final counter numbers and the slides', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    const order = await page.evaluate(() => {
      const ids = [
        'hero',
        'mission-heading',
        'impact-heading',
        'donate',
        'intro-heading',
        'news-feed-heading',
        'gallery-heading',
        'featured-story-heading',
        'testimonials-heading',
        'partners-heading',
        'get-involved-heading',
      ];
      const find = (id: string) =>
        id === 'hero'
          ? document.querySelector('[aria-roledescription="carousel"]')
          : document.getElementById(id);
      return ids
        .filter((id) => find(id))
        .sort((a, b) =>
          find(a)!.compareDocumentPosition(find(b)!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        );
    });
    expect(order).toEqual([
      'hero',
      'mission-heading',
      'impact-heading',
      'donate',
      'intro-heading',
      'news-feed-heading',
      'gallery-heading',
      'featured-story-heading',
      'testimonials-heading',
      'partners-heading',
      'get-involved-heading',
    ]);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const text of [
      'Empowering Communities',
      'Building Faith',
      'Creating Opportunities',
      'Making a Difference',
      '1,200',
      'Families Served',
      '300',
      'Volunteers Trained',
      'Church Partners',
    ]) {
      expect(main).toContain(text);
    }
    // The Church Partners counter is the number of partners listed (built-in content).
    const partners = await listedPartners(page);
    expect(partners).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.locator('#impact-heading ~ ul li').nth(2).locator('[aria-hidden]').textContent(),
      )
      .toBe(String(partners));
    await expect
      .poll(() => page.getByRole('link', { name: 'See our work' }).getAttribute('href'))
      .toBe('/our-work');
    await expect
      .poll(() => page.getByRole('link', { name: 'Read more stories' }).getAttribute('href'))
      .toBe('/stories');
    await expect
      .poll(() => page.getByRole('link', { name: 'Prayer Points' }).getAttribute('href'))
      .toBe('/prayer');
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Become a Volunteer' }).last().getAttribute('href'),
      )
      .toBe('/volunteer');
  });

  test('is hydrated island by island without replacing any of its pre-rendered elements', async () => {
    const page = await browser.newPage();
    await recordRemovedElements(page);
    await visit(page, '/');
    // The islands lower down hydrate as they come near the screen.
    for (const island of ['donation-section', 'news-feed', 'gallery', 'testimonials']) {
      await hydratedIsland(page, island);
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    // Once hydrated, the donation form loads the card field, which takes its loading note's place:
    // the app's own change, not hydration's.
    const removed = await removedElements(page);
    expect(removed.filter((element) => !element.includes('Loading the secure card field'))).toEqual(
      [],
    );
    // The islands answer: the donation form's monthly switch and the footer's dialog.
    const donation = page.locator('#donate form');
    await donation.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await donation
      .getByText('Monthly donations are processed with a saved card.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Admin Login' }).click();
    await page.getByRole('dialog', { name: 'Admin Login' }).waitFor();
  });
});

describe('the hero slider', () => {
  test('moves with its buttons, the arrow keys and swipes over 50 px', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(page)).toBe('Slide 2: Building Faith');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(page)).toBe('Slide 3: Creating Opportunities');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(page)).toBe('Slide 1: Empowering Communities');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentSlide(page)).toBe('Slide 4: Making a Difference');

    const box = (await page.locator('[aria-label="Highlights"]').boundingBox())!;
    const y = box.y + 80;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: to, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 260);
    await expect.poll(() => currentSlide(page)).toBe('Slide 4: Making a Difference');
    await swipe(300, 200);
    await expect.poll(() => currentSlide(page)).toBe('Slide 1: Empowering Communities');
    await swipe(100, 200);
    await expect.poll(() => currentSlide(page)).toBe('Slide 4: Making a Difference');
  });

  test('rotates every 7 seconds, restarting after a manual move', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await visit(page, '/');
    await pauseClock(page);
    await page.clock.runFor(7000);
    await expect.poll(() => currentSlide(page)).toBe('Slide 2: Building Faith');

    await page.clock.runFor(3000);
    // A click without focus or hover, which would pause the slider by themselves. React renders
    // a click's change and runs its effects (the next slide's timer) before the click returns.
    await page
      .getByRole('button', { name: 'Next slide' })
      .evaluate((button) => (button as HTMLButtonElement).click());
    await expect.poll(() => currentSlide(page)).toBe('Slide 3: Creating Opportunities');
    await page.clock.runFor(6900);
    await expect.poll(() => currentSlide(page)).toBe('Slide 3: Creating Opportunities');
    await page.clock.runFor(200);
    await expect.poll(() => currentSlide(page)).toBe('Slide 4: Making a Difference');
  });

  test('stands still under reduced motion', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    await pauseClock(page);
    await page.clock.runFor(30_000);
    await expect.poll(() => currentSlide(page)).toBe('Slide 1: Empowering Communities');
  });
});

describe('the impact counters', () => {
  test('count up to their targets once scrolled into view', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/');
    const families = page.locator('#impact-heading ~ ul li').first().locator('[aria-hidden]');
    await expect.poll(() => families.textContent()).toBe('1,200');
    await page.locator('#impact-heading').scrollIntoViewIfNeeded();
    // Once in view the count starts again from 0 and climbs to the target in about 2 s.
    await expect.poll(() => families.textContent(), { interval: 20 }).not.toBe('1,200');
    const during = Number((await families.textContent())?.replace(',', ''));
    expect(during).toBeLessThan(1200);
    await expect.poll(() => families.textContent()).toBe('1,200');
    await expect
      .poll(() =>
        page.locator('#impact-heading ~ ul li').nth(2).locator('[aria-hidden]').textContent(),
      )
      .toBe(String(await listedPartners(page)));
  });
});

describe('the news feed', () => {
  test('shows each item as text with its last update', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const items = page.locator('#news-feed-heading ~ ul article');
    await items.first().waitFor();
    await expect
      .poll(() => items.first().textContent())
      .toMatch(/Last updated \d{4}-\d{2}-\d{2} \((recently|\d+ (minute|hour|day)s? ago)\)/);
    await expect.poll(() => page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  });

  test('holds the newest ten items in its HTML; "Show older news" shows the next, focused', async () => {
    // Items of this test's own, removed at its end, so that the site holds twelve: not twelve
    // more, so that an item another file adds meanwhile stays among the newest ten (the four
    // sample items are older than any).
    const headers = { cookie: adminSessionCookie, origin: baseUrl };
    const held = ((await (await fetch(`${baseUrl}/api/news`)).json()) as unknown[]).length;
    const ids: number[] = [];
    try {
      for (let i = held; i < 12; i++) {
        const created = await fetch(`${baseUrl}/api/news`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Paged news ${Date.now()} ${i}`, content: 'Paged.' }),
        });
        expect(created.status).toBe(201);
        ids.push(((await created.json()) as { id: number }).id);
      }
      const items = (page: Page) => page.locator('#news-feed-heading ~ ul article');

      const served = await browser.newPage({ javaScriptEnabled: false });
      await served.goto('/');
      expect(await items(served).count()).toBe(10);
      expect(await served.getByRole('button', { name: 'Show older news' }).count()).toBe(1);

      const page = await browser.newPage();
      await visit(page, '/');
      await hydratedIsland(page, 'news-feed');
      expect(await items(page).count()).toBe(10);
      await page.getByRole('button', { name: 'Show older news' }).click();
      await expect.poll(() => items(page).count()).toBeGreaterThan(10);
      const eleventh = await items(page).nth(10).locator('h3').textContent();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(eleventh);
      await expectNoAxeViolations(page);
    } finally {
      for (const id of ids)
        await fetch(`${baseUrl}/api/news?id=${id}`, { method: 'DELETE', headers });
    }
  });
});

describe('the gallery lightbox', () => {
  test('opens from a thumbnail, follows the arrow keys, keeps focus and gives it back', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    await hydratedIsland(page, 'gallery');
    const thumbnails = page.locator('#gallery-heading ~ ul button[aria-haspopup="dialog"]');
    await thumbnails.first().waitFor();
    const count = await thumbnails.count();
    expect(count).toBeGreaterThan(1);
    const thumbnail = page.locator('#gallery-heading ~ ul img').first();
    await expect.poll(() => thumbnail.getAttribute('srcset')).toMatch(/ \d+w/);
    await expect.poll(() => thumbnail.getAttribute('loading')).toBe('lazy');
    await expect.poll(async () => Number(await thumbnail.getAttribute('width'))).toBeGreaterThan(0);

    await thumbnails.first().click();
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.textContent()).toContain(`2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.textContent()).toContain(`${count} of ${count}`);
    await expectNoAxeViolations(page);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('dialog') !== null ||
          document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => thumbnails.last().evaluate((button) => button === document.activeElement))
      .toBe(true);
  });
});

describe('the testimonials carousel', () => {
  test('rotates every 5 seconds for visitors and stops while hovered', async () => {
    const page = await browser.newPage();
    await page.clock.install();
    await visit(page, '/');
    await hydratedIsland(page, 'testimonials');
    await page
      .locator('#testimonials-heading ~ [aria-roledescription="carousel"] [aria-current]')
      .waitFor();
    await pauseClock(page);
    const first = await currentTestimonial(page);
    await page.clock.runFor(5100);
    await expect.poll(() => currentTestimonial(page)).not.toBe(first);

    const second = await currentTestimonial(page);
    await page.locator('#testimonials-heading ~ [aria-roledescription="carousel"]').hover();
    await page.clock.runFor(12_000);
    await expect.poll(() => currentTestimonial(page)).toBe(second);
  });
});

describe('Prayer Points', () => {
  test('a prayer counts at once and is remembered in this browser', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/prayer');
    const card = page.locator('article').first();
    await card.waitFor();
    const countOf = async () =>
      Number.parseInt((await card.locator('[aria-live]').textContent()) ?? '', 10);
    const before = await countOf();
    await card.getByRole('button', { name: 'Pray' }).click();
    await expect.poll(() => countOf()).toBe(before + 1);
    await card.getByRole('button', { name: 'Prayed' }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Prayed' }).isDisabled()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((key) => key.startsWith('prayer:v1:point:')),
        ),
      )
      .toHaveLength(1);

    await page.reload();
    await card.getByRole('button', { name: 'Prayed' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Contact Us' }).last().getAttribute('href'))
      .toBe('/contact-us');
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'))
      .toBe('/');
    await expectNoAxeViolations(page);
  });

  test('a failed prayer rolls back and says so', async () => {
    const page = await browser.newPage({
      allowConsoleErrors: ['status of 503', 'Prayer increment failed'],
    });
    await page.route('**/api/prayer.php?action=increment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await visit(page, '/prayer');
    const card = page.locator('article').nth(1);
    await card.waitFor();
    const count = await card.locator('[aria-live]').textContent();
    await card.getByRole('button', { name: 'Pray' }).click();

    await expect
      .poll(() => alerts)
      .toEqual(['Could not record your prayer right now. Please try again later.']);
    await expect.poll(() => card.locator('[aria-live]').textContent()).toBe(count);
    await expect.poll(() => card.getByRole('button', { name: 'Pray' }).isEnabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
  });
});

describe('the leadership grid', () => {
  test('lists the leaders on Who we are, between the map and the accountability cards', async () => {
    const page = await browser.newPage();
    await visit(page, '/who-we-are');
    const headings = await page.locator('main h2').allTextContents();
    const leadership = headings.indexOf('Our Leadership');
    expect(headings[leadership - 1]).toBe('Where We Work');
    expect(headings[leadership + 1]).toBe('Accountability');
    await page.locator('section[aria-labelledby="leadership-heading"] article').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Add Leader' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
