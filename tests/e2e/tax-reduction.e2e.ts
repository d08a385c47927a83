// The tax reduction (issue 11, part 6) on a server of its own that offers it: a giver ticks
// "I want a tax reduction for my gift" and gives 199, 200 and 500 SEK (the 500 then refunded);
// the admin's Tax reduction view and its CSV count the 200 SEK gift only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { appStarted, expectNoAxeViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();
const admin = { username: 'tax-admin', password: 'a long enough e2e password' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-tax-'));
const PERSONNUMMER = '19850101-1236';

describe('tax reduction', () => {
  let server: Awaited<ReturnType<typeof startBuiltServer>>;

  beforeAll(async () => {
    server = await startBuiltServer({
      stdio: 'ignore',
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        SMTP_URL: '',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        TAX_REDUCTION_APPROVED_FROM: '2020-01-01',
        ORGANISATION_NUMBER: '556572-7228',
        PERSONAL_DATA_KEY: 'cd'.repeat(32),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(page: Page, pathname: string) {
    const started = appStarted(page);
    await page.goto(`${server.baseUrl}${pathname}`);
    await started;
  }

  /** A one-time card gift of `amount` SEK from the Home page's form, with the number. */
  async function give(page: Page, amount: string) {
    await open(page, '/');
    const form = page.locator('#donate form');
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await form.getByLabel('Card number').waitFor();
    await form.getByLabel('Other amount (SEK)').fill(amount);
    await form.getByRole('checkbox', { name: 'I want a tax reduction for my gift' }).check();
    await form.getByLabel('Personal identity number (YYYYMMDD-NNNN)').fill(PERSONNUMMER);
    await form.getByLabel('Name (optional)').fill('Anna Svensson');
    // With a number, the address too: a person's data is found by it.
    await form.getByLabel('E-mail (optional)').fill('anna@example.org');
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByLabel('Expiry').fill('12 / 34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^Donate/ }).click();
    await form.getByText(/^Thank you, Anna Svensson! Your donation of/).waitFor();
  }

  test('a giver asks for it; the report counts 200 SEK, not 199 nor a refunded 500', async () => {
    const page = await browser.newPage();
    await open(page, '/');
    const form = page.locator('#donate form');
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await form.getByRole('checkbox', { name: 'I want a tax reduction for my gift' }).check();
    await form.getByLabel('Personal identity number (YYYYMMDD-NNNN)').fill('19850101-1237');
    await form.getByLabel('Name (optional)').focus();
    await expect.poll(() => form.getByText('please check the last digit').count()).toBe(1);
    await expectNoAxeViolations(page);

    await give(page, '199');
    await give(page, '200');
    await give(page, '500');
    // The provider's refund, as the webhook records it.
    const db = new SqliteDatabase(path.join(dataDir, 'site.db'));
    const refunded = db
      .prepare('update donations set refunded_ore = amount_ore where amount_ore = 50000')
      .run();
    db.close();
    expect(refunded.changes).toBe(1);

    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(admin),
    });
    const [name, value] = (response.headers.getSetCookie()[0]?.split(';')[0] ?? '').split(/=(.*)/s);
    await page
      .context()
      .addCookies([{ name: name ?? '', value: value ?? '', url: server.baseUrl }]);
    await open(page, '/admin?section=tax-reduction');
    const row = page.getByRole('row').filter({ hasText: 'Anna Svensson' });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.map((cell) => cell.replace(/\s/g, ' '))).toEqual([
      '19850101-••••',
      'Anna Svensson',
      '1',
      '200 kr',
    ]);
    expect(await page.getByText('1236').count()).toBe(0);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync((await (await download).path()) ?? '', 'utf8');
    const year = new Date().getFullYear();
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Organisation number,Year,Personal identity number,Name,Amount (SEK),Gifts',
      `556572-7228,${year},${PERSONNUMMER},Anna Svensson,200.00,1`,
    ]);

    await open(page, '/admin?section=donations');
    await expect.poll(() => page.getByText('Tax reduction: 19850101-••••').count()).toBe(3);
  });
});
