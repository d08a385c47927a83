// Swedish and English: /sv pages, the language switch, the offer to a Swedish browser, and the
// contact form in Swedish from the page to the receipt.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';

const browser = setupBrowser();

const head = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
    ),
  }));

describe('the Swedish pages', () => {
  test.each([
    ['/sv', 'Hope Bridge', '/'],
    ['/sv/contact-us', 'Kontakta oss | Hope Bridge', '/contact-us'],
    ['/sv/our-history', 'Vår historia | Hope Bridge', '/our-history'],
  ])('%s is in Swedish, with its alternates and canonical', async (path, title, english) => {
    const page = await browser.newPage();
    expect(await visit(page, path)).toBe(200);
    const found = await head(page);
    expect(found).toMatchObject({ lang: 'sv', title });
    expect(new URL(found.canonical!).pathname).toBe(path);
    expect(found.alternates).toEqual([`en ${english}`, `sv ${path}`, `x-default ${english}`]);
    await page
      .getByRole('link', { name: 'Hoppa till huvudinnehållet' })
      .waitFor({ state: 'attached' });
  });

  // routes.e2e.ts runs axe on every Swedish page at both widths; this is the one it cannot list.
  test.for(['desktop', 'mobile'] as const)(
    '/sv/no-such-page is clean for axe (%s)',
    async (viewport) => {
      const page = await browser.newPage({ viewport, allowConsoleErrors: ['status of 404'] });
      await visit(page, '/sv/no-such-page');
      await expectNoAxeViolations(page);
    },
  );

  test.each([
    ['/sv', 'sv'],
    ['/', 'en'],
  ])('%s downloads its islands’ texts in its own language only', async (path, locale) => {
    const page = await browser.newPage();
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/messages/')) catalogs.push(pathname);
    });
    await visit(page, path);
    expect(catalogs).toHaveLength(1);
    for (const catalog of catalogs) expect(catalog).toMatch(`/assets/messages/${locale}.`);
  });

  test('keep the language when following links', async () => {
    const page = await browser.newPage();
    await visit(page, '/sv/contact-us');
    await page.getByRole('button', { name: 'Om oss' }).click();
    await page.getByRole('link', { name: 'Vår historia' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/our-history');
    await page.getByRole('heading', { level: 1, name: 'Vår historia' }).waitFor();
  });
});

describe('the language switch', () => {
  test('goes to the same page in the other language by keyboard, and is remembered', async () => {
    const page = await browser.newPage({ locale: 'sv-SE' });
    await visit(page, '/contact-us');
    const svenska = page.getByRole('link', { name: 'Svenska', exact: true });
    expect(await svenska.getAttribute('lang')).toBe('sv');
    expect(await svenska.getAttribute('hreflang')).toBe('sv');
    await svenska.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Kontakta oss' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sv');
    expect(await page.evaluate(() => document.cookie)).toContain('lang=sv');

    await page.getByRole('link', { name: 'English', exact: true }).press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // Chosen: a Swedish browser is no longer offered Swedish on English pages.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.language-offer').count()).toBe(0);
  });

  test('is in the mobile menu too', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/sv/our-history');
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const english = page.getByRole('dialog').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/our-history');
  });
});

describe('a Swedish browser on an English page', () => {
  test('is offered the Swedish page, in Swedish, and never redirected', async () => {
    const page = await browser.newPage({ locale: 'sv-SE' });
    expect(await visit(page, '/our-history')).toBe(200);
    const offer = page.getByRole('complementary', { name: 'Svensk version' });
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('sv');
    expect(new URL(page.url()).pathname).toBe('/our-history');
    expect((await head(page)).lang).toBe('en');
    await expectNoAxeViolations(page);

    await offer.getByRole('button', { name: 'Stäng och stanna på engelska' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await visit(page, '/contact-us');
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
  });

  test('an English browser is offered nothing', async () => {
    const page = await browser.newPage();
    await visit(page, '/our-history');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.language-offer').count()).toBe(0);
  });
});

describe('the contact form from /sv/contact-us', () => {
  test('shows Swedish errors beside the fields, sends, thanks and e-mails in Swedish', async () => {
    const page = await browser.newPage();
    await visit(page, '/sv/contact-us');
    const form = page.getByRole('form', { name: 'Skicka ett meddelande till oss' });
    await form.getByRole('button', { name: 'Skicka meddelandet' }).click();
    for (const text of ['Fyll i ditt namn', 'Fyll i din e-postadress', 'Skriv ett meddelande']) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    const email = uniqueAddress('svenska');
    await page.getByLabel('Namn *').fill('Anna Svensson');
    await page.getByLabel('E-post *').fill(email);
    await page.getByLabel('Meddelande *').fill('Vi vill gärna besöka en skola i vår.');
    await form.getByRole('button', { name: 'Skicka meddelandet' }).click();
    await page.getByRole('heading', { name: 'Tack!' }).waitFor();
    await page.getByText('Ditt meddelande är skickat.', { exact: false }).waitFor();

    const receipt = await waitForEmail({ to: email });
    expect(receipt.subject).toMatch(/^Vi har fått ditt meddelande/);
    expect(receipt.text).toContain('svarar inom 24–48 timmar');
  });
});
