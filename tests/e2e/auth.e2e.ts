import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { appStarted, expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();
const admin = inject('admin');
const SERVER_REFUSED = 'Invalid username or password';
/** The browser's own log line for a 4xx answer or an aborted request. */
const FAILED_REQUEST = 'Failed to load resource';

const keyLink = (page: Page) => page.getByRole('link', { name: 'Admin dashboard' });
const logOutButton = (page: Page) => page.getByRole('button', { name: 'Log Out' });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Admin Login' });

async function openLoginModal(page: Page) {
  await page.getByRole('button', { name: 'Admin login' }).click();
  await loginDialog(page).waitFor();
  return loginDialog(page);
}

describe('the /login page', () => {
  test('shows the server error on a wrong password, then signs in and goes to /admin', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    await visit(page, '/login');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText(SERVER_REFUSED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await page.getByText('Welcome back.').waitFor();
    await keyLink(page).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedIn'))).toBe('true');
  });

  test('/admin sends a signed-out visitor to /login', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/admin');
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  });
});

describe('the footer Admin Login modal', () => {
  test('opens from the footer, requires both fields and closes by button, overlay and Escape', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, '/our-work');

    let dialog = await openLoginModal(page);
    await expectNoAxeViolations(page);
    const username = dialog.getByLabel('Username');
    const password = dialog.getByLabel('Password');
    await expect.poll(() => username.getAttribute('required')).not.toBeNull();
    await expect.poll(() => password.getAttribute('required')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => username.evaluate((input: HTMLInputElement) => input.validity.valueMissing))
      .toBe(true);
    await username.fill(admin.username);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => password.evaluate((input: HTMLInputElement) => input.validity.valueMissing))
      .toBe(true);
    expect(requests).not.toContain('/api/login');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openLoginModal(page);
    await page.mouse.click(5, 5); // on the backdrop, outside the dialog's box
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openLoginModal(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Closed by Escape, it opens again (the state followed the dialog).
    await openLoginModal(page);
  });

  test('shows the server error for wrong credentials', async () => {
    const page = await browser.newPage({
      viewport: 'mobile',
      allowConsoleErrors: [FAILED_REQUEST],
    });
    await visit(page, '/');
    const dialog = await openLoginModal(page);
    await dialog.getByLabel('Username').fill('nobody');
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByRole('alert').getByText(SERVER_REFUSED).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(true);
  });

  test('shows "Network error. Please try again." when the request fails', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    await page.route('**/api/login', (route) => route.abort('connectionreset'));
    await visit(page, '/');
    const dialog = await openLoginModal(page);
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByRole('alert').getByText('Network error. Please try again.').waitFor();
  });

  test('signs in, closes and reloads; the header then offers /admin and Log Out, which signs out', async () => {
    const page = await browser.newPage();
    await visit(page, '/our-history');
    await expect.poll(() => keyLink(page).count()).toBe(0);
    const dialog = await openLoginModal(page);
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password').fill(admin.password);
    const reloaded = appStarted(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await reloaded;

    expect(new URL(page.url()).pathname).toBe('/our-history');
    await keyLink(page).waitFor();
    await expect.poll(() => keyLink(page).getAttribute('href')).toBe('/admin');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await logOutButton(page).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Admin login' }).count()).toBe(0);

    await logOutButton(page).click();
    await keyLink(page).waitFor({ state: 'detached' });
    await expect.poll(() => logOutButton(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Admin login' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
    const session = await page.request.get('/api/check-session');
    expect(await session.json()).toEqual({ loggedIn: false });
  });
});

describe('the session', () => {
  test('a logout that fails on the network alerts "Network error. Logout failed."', async () => {
    const page = await browser.newPage({ signedIn: true, allowConsoleErrors: [FAILED_REQUEST] });
    await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));
    await visit(page, '/');
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await logOutButton(page).click();
    await expect.poll(() => alerted).toBe('Network error. Logout failed.');
    await expect.poll(() => keyLink(page).isVisible()).toBe(true);
  });

  test('a failing session check counts as signed out', async () => {
    const page = await browser.newPage({
      signedIn: true,
      allowConsoleErrors: [FAILED_REQUEST, 'Session check failed'],
    });
    await page.route('**/api/check-session', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }),
    );
    await visit(page, '/');
    await page.getByRole('button', { name: 'Admin login' }).waitFor();
    await expect.poll(() => keyLink(page).count()).toBe(0);

    await visit(page, '/admin');
    await page.waitForURL(`${baseUrl}/login`);
  });

  test('a failed login counts as signed out', async () => {
    const page = await browser.newPage({ signedIn: true, allowConsoleErrors: [FAILED_REQUEST] });
    await visit(page, '/login');
    await keyLink(page).waitFor();
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText(SERVER_REFUSED).waitFor();
    await keyLink(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedIn'))).toBeNull();
  });

  test('the signed-in header shows the key icon and Log Out in the mobile menu too', async () => {
    const page = await browser.newPage({ viewport: 'mobile', signedIn: true });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Admin dashboard' }).waitFor();
    await menu.getByRole('button', { name: 'Log Out' }).waitFor();
    await expectNoAxeViolations(page);
  });

  test('the Security section sets two-factor sign-in up after the password, keyboard and screen-reader ready', async () => {
    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin?section=security');
    await page.getByRole('heading', { level: 2, name: 'Security' }).waitFor();
    // Only a pending secret is made: sign-in keeps working without a code for the other tests.
    const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByLabel('Your password').fill(admin.password);
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('status').getByText('Add the key below').waitFor();
    await page.getByLabel('Code from your app').waitFor();
    await page.getByText(/^otpauth:\/\/totp\//).waitFor();
    await expectNoAxeViolations(page);
  });
});
