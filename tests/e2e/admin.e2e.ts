// The /admin dashboard: its overview, the spec's volunteer table, applications, messages, the
// outbox, CSV downloads, personal data, appeals and fundraisers, each view checked with axe. Every test works on records it
// creates (unique names and addresses): the server is shared with the other test files.
import fs from 'node:fs';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fillNewAppeal, rowWith } from './support/admin.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { postForm } from './support/challenge.ts';
import { dayFromToday } from './support/dates.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** Answers the next dialog (confirm or alert) and returns its text. */
function answerNextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

async function openSection(section: string, allowConsoleErrors: string[] = []): Promise<Page> {
  const page = await browser.newPage({ signedIn: true, allowConsoleErrors });
  await visit(page, `/admin?section=${section}`);
  return page;
}

async function downloadCsv(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

test('every admin call answers 401 without a session', async () => {
  const calls = [
    ['GET', '/api/volunteers'],
    ['POST', '/api/volunteers'],
    ['PUT', '/api/volunteers?id=1'],
    ['DELETE', '/api/volunteers?id=1'],
    ['GET', '/api/admin/applications'],
    ['POST', '/api/admin/applications/1/volunteer'],
    ['GET', '/api/admin/messages'],
    ['GET', '/api/admin/outbox'],
    ['POST', '/api/admin/outbox/1/resend'],
    ['GET', '/api/admin/export/volunteers.csv'],
    ['GET', '/api/admin/export/applications.csv'],
    ['GET', '/api/admin/export/messages.csv'],
    ['POST', '/api/admin/personal-data/export'],
    ['POST', '/api/admin/personal-data/erase'],
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/appeals'],
    ['GET', '/api/admin/fundraisers'],
    ['GET', '/api/admin/cards'],
  ];
  for (const [method, path] of calls) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify({ full_name: 'x', email: 'x@y.se' }),
    });
    expect([method, path, response.status]).toEqual([method, path, 401]);
  }
});

describe('Volunteers', () => {
  test('add (a blank name sends nothing), edit with Update and Cancel, a refused save, delete', async () => {
    // The refused save is a 400 answer, which the browser logs.
    const page = await openSection('volunteers', ['Failed to load resource']);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/volunteers' && r.method() !== 'GET') {
        writes.push(r.method());
      }
    });
    const form = page.getByRole('form', { name: 'Add a volunteer' });
    await form.waitFor();
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual(['Full name', 'Email', 'Phone number', 'Address', 'Actions']);

    await form.getByLabel('Full name').fill('   ');
    await form.getByRole('button', { name: 'Add' }).click();
    expect(writes).toEqual([]);

    const name = unique('Clara Nilsson');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('clara@example.org');
    await form.getByLabel('Phone number').fill('070-999 11 22');
    await form.getByLabel('Address').fill('Storgatan 1, Lund');
    await form.getByRole('button', { name: 'Add' }).click();
    await rowWith(page, name).waitFor();
    await expect
      .poll(() => rowWith(page, name).getByRole('cell').allTextContents())
      .toEqual([
        name,
        'clara@example.org',
        '070-999 11 22',
        'Storgatan 1, Lund',
        `Edit ${name}Delete ${name}`,
      ]);
    await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('');

    await rowWith(page, name).getByRole('button', { name: /^Edit/ }).click();
    const editForm = page.getByRole('form', { name: 'Edit the volunteer' });
    await expect.poll(() => editForm.getByLabel('Full name').inputValue()).toBe(name);
    await expect.poll(() => editForm.getByRole('button', { name: 'Add' }).count()).toBe(0);
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('');

    await rowWith(page, name).getByRole('button', { name: /^Edit/ }).click();
    await expectNoAxeViolations(page);
    const renamed = `${name} Berg`;
    await editForm.getByLabel('Full name').fill(renamed);
    await editForm.getByLabel('Email').fill('clara@');
    const refusal = answerNextDialog(page);
    await editForm.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => refusal).toBe('email: Please enter a valid email address');
    await editForm.getByLabel('Email').fill('clara.berg@example.org');
    await editForm.getByRole('button', { name: 'Update' }).click();
    await rowWith(page, renamed).waitFor();
    await expect
      .poll(() => rowWith(page, renamed).getByRole('cell').nth(1).textContent())
      .toBe('clara.berg@example.org');
    await form.getByRole('button', { name: 'Add' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

    const kept = answerNextDialog(page, false);
    await rowWith(page, renamed)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => kept).toBe('Delete this volunteer?');
    await expect.poll(() => rowWith(page, renamed).count()).toBe(1);
    const question = answerNextDialog(page);
    await rowWith(page, renamed)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => question).toBe('Delete this volunteer?');
    await rowWith(page, renamed).waitFor({ state: 'detached' });
    expect(writes).toEqual(['POST', 'PUT', 'PUT', 'DELETE']);
  });

  test('downloads the list as CSV', async () => {
    const page = await openSection('volunteers');
    const name = unique('=Formula Person');
    const form = page.getByRole('form', { name: 'Add a volunteer' });
    await form.getByLabel('Full name').fill(name);
    await form.getByRole('button', { name: 'Add' }).click();
    await rowWith(page, name).waitFor();
    const lines = await downloadCsv(page);
    expect(lines[0]).toBe('Full name,Email,Phone number,Address');
    expect(lines).toContain(`'${name},,,`);
  });
});

describe('Applications', () => {
  test('newest first, one click adds one to the volunteers, CSV download', async () => {
    const names = [unique('Older Applicant'), unique('Newer Applicant')];
    for (const name of names) {
      await postForm('/api/volunteer.php', {
        name,
        email: uniqueAddress('applicant'),
        location: 'Gitega, Burundi',
        availability: 'Evenings',
        interests: ['Health'],
        motivation: 'I am a nurse and would like to help.',
      });
    }
    const page = await openSection('applications');
    const newer = page.getByRole('article', { name: names[1] });
    await newer.waitFor();
    const order = await page
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector('h3')?.textContent),
      );
    expect(order.indexOf(names[1])).toBeLessThan(order.indexOf(names[0]));
    await expect.poll(() => newer.textContent()).toContain('Gitega, Burundi');
    await expectNoAxeViolations(page);

    await newer.getByRole('button', { name: /Add to volunteers/ }).click();
    await newer.getByText('In the volunteer list').waitFor();

    const lines = await downloadCsv(page);
    expect(lines[0]).toBe(
      'Received,Name,Email,Phone,City and country,Availability,Interests,Motivation,Added to volunteers',
    );
    expect(lines.find((line) => line.includes(names[1] ?? '-'))).toMatch(/,Yes$/);

    await page.getByRole('button', { name: 'Volunteers', exact: true }).click();
    await rowWith(page, names[1] ?? '').waitFor();
    await expect
      .poll(() =>
        rowWith(page, names[1] ?? '')
          .getByRole('cell')
          .nth(3)
          .textContent(),
      )
      .toBe('Gitega, Burundi');
  });
});

describe('Messages and the outbox', () => {
  test('shows a contact message, its e-mails as sent, and downloads messages as CSV', async () => {
    const email = uniqueAddress('writer');
    const subject = unique('Question about sponsorship');
    await postForm('/api/send-email', {
      name: 'Bo Ek',
      email,
      phone: '',
      subject,
      message: 'How does sponsoring a child work?',
    });
    await waitForEmail({ to: email });

    const page = await openSection('messages');
    const message = page.getByRole('article', { name: subject });
    await message.waitFor();
    await expect.poll(() => message.textContent()).toContain('How does sponsoring a child work?');
    await expect
      .poll(() => message.getByRole('link', { name: email }).getAttribute('href'))
      .toBe(`mailto:${email}`);
    await expectNoAxeViolations(page);
    const lines = await downloadCsv(page);
    expect(lines[0]).toBe('Received,Name,Email,Phone,Subject,Message');
    expect(lines.some((line) => line.includes(subject))).toBe(true);

    await page.getByRole('button', { name: 'Outbox', exact: true }).click();
    const receipt = rowWith(page, email);
    await receipt.waitFor();
    await expect.poll(() => receipt.getByText('sent', { exact: true }).count()).toBe(1);
    await expect.poll(() => receipt.getByRole('button', { name: /^Resend/ }).count()).toBe(0);
    // Both parts: the plain text, and the HTML in its sandboxed frame (the page's CSP allows it).
    await receipt.locator('summary').click();
    await receipt.getByText('Plain text').waitFor();
    const html = receipt.frameLocator('iframe[sandbox=""]');
    await expect
      .poll(() => html.locator('body').textContent())
      .toContain('We have received your message');
    await expectNoAxeViolations(page);
  });
});

describe('Personal data', () => {
  test('exports everything about an address as JSON, then deletes it', async () => {
    const email = uniqueAddress('person');
    const subject = unique('Please forget me');
    await postForm('/api/send-email', { name: 'Dana', email, subject, message: 'Hello there.' });
    const page = await openSection('personal-data');
    await page.getByLabel('Email').fill(email);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const exported = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
    expect(exported.email).toBe(email);
    expect(exported.records.contactMessages).toHaveLength(1);
    expect(exported.records.contactMessages[0].subject).toBe(subject);
    await page.getByRole('status').getByText(`Exported for ${email}.`).waitFor();

    const question = answerNextDialog(page);
    await page.getByRole('button', { name: 'Delete all data' }).click();
    await expect
      .poll(() => question)
      .toMatch(new RegExp(`^Delete everything stored about ${email}\\?`));
    await page.getByRole('status').getByText(`Deleted for ${email}.`).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('contactMessages: 1');

    await page.getByRole('button', { name: 'Messages', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Messages' }).waitFor();
    await page.getByRole('list').first().waitFor();
    await expect.poll(() => page.getByRole('article', { name: subject }).count()).toBe(0);
  });
});

/** Starts a fundraiser for the appeal and confirms its organiser's address by the e-mailed link. */
async function confirmedFundraiser(title: string, appeal: string): Promise<void> {
  const organiserEmail = uniqueAddress('organiser');
  await postForm('/api/fundraisers', {
    kind: 'birthday',
    title,
    organiserName: 'Anna Svensson',
    organiserEmail,
    story: 'Instead of presents, help us build the well.',
    goal: 5_000,
    endsOn: dayFromToday(20),
    appeal,
  });
  const mail = await waitForEmail({ to: organiserEmail });
  const token = /[?&]token=([^\s&]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const signIn = await fetch(`${baseUrl}/api/my-gifts/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(signIn.status).toBe(200);
}

describe('Overview, appeals and fundraisers', () => {
  test('opens on the overview, publishes a new appeal and approves a fundraiser for it', async () => {
    const slug = `well-${Date.now().toString(36)}`;
    const title = unique('A well for Kibera');
    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin');
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Appeals running today' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Open Appeals' }).click();
    await page.getByRole('heading', { level: 2, name: 'Appeals' }).waitFor();
    await fillNewAppeal(page, { title, slug, status: 'published' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save appeal' }).click();
    const row = rowWith(page, title);
    await row.getByText('Published', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const fundraiser = unique('Anna turns 40');
    await confirmedFundraiser(fundraiser, slug);
    await page.getByRole('button', { name: 'Fundraisers', exact: true }).click();
    const card = page.getByRole('article', { name: fundraiser });
    await card.getByText('Waiting for approval').waitFor();
    await expect.poll(() => card.textContent()).toContain(title);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: `Approve ${fundraiser}` }).click();
    await card.getByText('Public', { exact: true }).waitFor();

    // Each section was a step in the history: Back returns through them.
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Appeals' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
  });
});
