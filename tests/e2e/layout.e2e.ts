import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { brand } from '#shared/brand.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();

/** True once the page has scrolled `id` to the top of the view, as far as the page allows. */
function scrolledTo(page: Page, id: string): Promise<boolean> {
  return page.evaluate((targetId) => {
    const element = document.getElementById(targetId);
    const header = document.querySelector('header');
    if (!element || !header) return false;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = Math.min(
      element.getBoundingClientRect().top + window.scrollY - margin,
      maxScroll,
    );
    const top = element.getBoundingClientRect().top;
    // At rest on its target, and not hidden under the sticky header.
    return Math.abs(window.scrollY - wanted) <= 2 && top >= header.getBoundingClientRect().bottom;
  }, id);
}

const inView = (page: Page, id: string) =>
  page.evaluate((targetId) => {
    const box = document.getElementById(targetId)?.getBoundingClientRect();
    return Boolean(box && box.top < window.innerHeight && box.bottom > 0);
  }, id);

/** Home's donate section starts below the fold on this short view. */
async function shortDesktopPage() {
  const page = await browser.newPage({ viewport: 'desktop' });
  await page.setViewportSize({ width: 1280, height: 320 });
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('header', () => {
  test('the About Us dropdown works with the keyboard', async () => {
    const page = await browser.newPage({ viewport: 'desktop' });
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'About Us' });
    for (let i = 0; i < 6 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await menu.waitFor();
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['Who Are We', 'Our History', 'Our Work', 'Our Approach', 'Stories']);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Who Are We');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/who-we-are`);
    await menu.waitFor({ state: 'hidden' });
  });

  test('the header links and the logo go where they say', async () => {
    const page = await browser.newPage({ viewport: 'desktop' });
    await visit(page, '/our-work');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Events', '/events'],
      ['Stories', '/stories'],
      ['Contact Us', '/contact-us'],
    ]) {
      await expect
        .poll(() => nav.getByRole('link', { name, exact: true }).getAttribute('href'))
        .toBe(path);
    }
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  test('Donate now on Home scrolls to #donate', async () => {
    const page = await shortDesktopPage();
    await visit(page, '/');
    await expect.poll(() => inView(page, 'donate')).toBe(false);
    await page.getByRole('button', { name: 'Donate now' }).click();
    await expect.poll(() => scrolledTo(page, 'donate')).toBe(true);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).toBe('#donate');
  });

  test('Donate now on another page goes to Home with #donate in view', async () => {
    const page = await shortDesktopPage();
    await visit(page, '/our-history');
    await page.getByRole('button', { name: 'Donate now' }).click();
    await page.waitForURL(`${baseUrl}/#donate`);
    await expect.poll(() => scrolledTo(page, 'donate')).toBe(true);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('a page opened at a hash scrolls to it', async () => {
    const page = await shortDesktopPage();
    await visit(page, '/#donate');
    await expect.poll(() => scrolledTo(page, 'donate')).toBe(true);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('the mobile menu locks scrolling and closes on a link, the overlay and Escape', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await hamburger.click();
    await menu.waitFor();
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => bodyOverflow()).toBe('hidden');
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([
        'Home',
        'Who Are We',
        'Our History',
        'Our Work',
        'Our Approach',
        'Stories',
        'Events',
        'Contact Us',
        'Svenska',
      ]);
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Our Work' }).click();
    await page.waitForURL(`${baseUrl}/our-work`);
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow()).toBe('');

    await hamburger.click();
    await menu.waitFor();
    await page.mouse.click(10, 400); // the overlay, left of the panel
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow()).toBe('');

    await hamburger.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow()).toBe('');
    await expect.poll(() => hamburger.evaluate((b) => b === document.activeElement)).toBe(true);

    await hamburger.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
  });
});

describe('skip link', () => {
  test.each([390, 1280])(
    'is out of sight until focused at %i px: not one pixel shows above the page',
    async (width) => {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/our-work');
      const skipLink = page.locator('.skip-link');
      const bottom = () =>
        skipLink.evaluate((link) => Math.round(link.getBoundingClientRect().bottom * 100) / 100);
      expect(await bottom()).toBeLessThan(0);
      await page.keyboard.press('Tab');
      await expect
        .poll(() => skipLink.evaluate((link) => link === document.activeElement))
        .toBe(true);
      await expect.poll(bottom).toBeGreaterThan(0);
    },
  );
});

describe('footer', () => {
  test('holds Get Involved, the contact box, badges, copyright and the bottom links', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/events');
    const footer = page.locator('footer');
    const involved = footer.getByRole('navigation', { name: 'Get Involved' });
    const links = involved.getByRole('link');
    await expect
      .poll(() => links.allTextContents())
      .toEqual(['Become a Volunteer', 'Contact Us', 'Pray']);
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
      .toEqual(['/volunteer', '/contact-us', '/prayer']);
    await expect.poll(() => footer.getByText(brand.tagline).count()).toBe(1);

    const email = footer.getByRole('link', { name: brand.email });
    await expect.poll(() => email.getAttribute('href')).toBe(`mailto:${brand.email}`);
    const phone = footer.getByRole('link', { name: brand.phone });
    await expect
      .poll(() => phone.getAttribute('href'))
      .toBe(`tel:${brand.phone.replace(/\s+/g, '')}`);

    const badges = footer.getByRole('list', { name: 'What we are' }).getByRole('listitem');
    await expect
      .poll(async () => (await badges.allTextContents()).map((text) => text.trim()))
      .toEqual(['Non-profit', 'Global', 'Community']);
    await expect.poll(() => footer.getByText(/©\s*2025/).count()).toBe(1);
    for (const [name, path] of [
      ['Contact Us', '/contact-us'],
      ['Service & Events', '/events'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      const link = footer.getByRole('link', { name, exact: true }).last();
      await expect.poll(() => link.getAttribute('href')).toBe(path);
    }
    await footer.getByRole('button', { name: 'Admin login' }).waitFor();

    await involved.getByRole('link', { name: 'Pray' }).click();
    await page.waitForURL(`${baseUrl}/prayer`);
  });
});

describe('scrolling on navigation', () => {
  test('a new page starts at the top and Back restores the saved position', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/our-history');
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const saved = await scrollY(page);

    await privacy.click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/our-history`);
    // Within a pixel: a fractional position comes back rounded to the screen's pixels.
    await expect.poll(async () => Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(1);

    await page.goForward();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a page whose address is typed in the same tab opens at its top, not where the last one was', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const saved = await scrollY(page);

    await visit(page, '/who-we-are');
    await expect.poll(() => scrollY(page)).toBe(0);
    // Still at the top once the islands that load late have come.
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    // Back comes to about where Home was left (its lower sections may still be filling in).
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(saved - 600);
  });

  test('with reduced motion the header, menu and scrolling still work', async () => {
    const page = await browser.newPage({ viewport: 'mobile', reducedMotion: 'reduce' });
    await visit(page, '/our-work');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Donate now' }).click();
    await expect.poll(() => scrolledTo(page, 'donate')).toBe(true);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });
});
