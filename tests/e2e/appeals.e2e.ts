// The appeals' and supporters' fundraisers' pages (issue 31): an appeal the admin publishes and a
// memorial fundraiser for it, started by the public form, confirmed by the e-mailed link and
// approved, each checked as routes.e2e.ts checks every page (its items come from the sample
// content; these are made here), then read without JavaScript.
import { beforeAll, describe, expect, test } from 'vitest';
import { LOCALES, localizePath } from '#shared/i18n/locale.ts';
import { sampleAppeal } from '../../scripts/lib/sample-appeal.mjs';
import { expectNoAxeViolations, setupBrowser, sidewaysOverflow, visit } from './support/browser.ts';
import { postForm } from './support/challenge.ts';
import { dayFromToday } from './support/dates.ts';
import { fillCard } from './support/donation-form.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';
import { adminSessionCookie, baseUrl } from './support/site.ts';

const browser = setupBrowser();
const suffix = Date.now().toString(36);
const appealSlug = `e2e-well-${suffix}`;
const organiser = uniqueAddress('organiser');
let fundraiserSlug = '';

async function call(method: string, path: string, body?: unknown, cookie = adminSessionCookie) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The fundraiser, as an organiser starts it: the form, the e-mailed link, then the admin's yes. */
async function approvedFundraiser(): Promise<string> {
  await postForm('/api/fundraisers', {
    kind: 'memorial',
    title: 'Remembering Karin',
    inMemoryOf: 'Karin Larsson',
    organiserName: 'Erik',
    organiserEmail: organiser,
    story: 'Karin loved her garden.\nGive in her name.',
    goal: null,
    endsOn: dayFromToday(30),
    appeal: appealSlug,
  });
  const mail = await waitForEmail({ to: organiser, subject: /Confirm your fundraiser/ });
  const link = /https?:\/\/\S+\/my-gifts\?token=\S+/.exec(mail.text)?.[0] ?? '';
  const token = new URL(link).searchParams.get('token');
  await call('POST', '/api/my-gifts/sessions', { token }, '');
  const { fundraisers } = (await call('GET', '/api/admin/fundraisers')) as {
    fundraisers: { id: number; slug: string; organiserEmail: string }[];
  };
  const mine = fundraisers.find((fundraiser) => fundraiser.organiserEmail === organiser);
  if (!mine) throw new Error('the fundraiser was not stored');
  await call('POST', `/api/admin/fundraisers/${mine.id}/decision`, { approve: true });
  return mine.slug;
}

beforeAll(async () => {
  await call('POST', '/api/admin/appeals', sampleAppeal(appealSlug));
  fundraiserSlug = await approvedFundraiser();
});

const pageOf = (kind: 'appeal' | 'fundraiser', locale: (typeof LOCALES)[number]) =>
  localizePath(
    kind === 'appeal' ? `/appeals/${appealSlug}` : `/fundraisers/${fundraiserSlug}`,
    locale,
  );

const visits = (['appeal', 'fundraiser'] as const).flatMap((kind) =>
  LOCALES.flatMap((locale) =>
    (['mobile', 'desktop'] as const).map((viewport) => [kind, locale, viewport] as const),
  ),
);

describe.concurrent("an appeal's and a fundraiser's page, in both languages", () => {
  test.for(visits)(
    '%s (%s) at %s width: one h1, a progress, the form, no axe violations, no sideways scroll',
    async ([kind, locale, viewport], { expect, onTestFinished }) => {
      const page = await browser.newPage({ viewport }, onTestFinished);
      expect(await visit(page, pageOf(kind, locale))).toBe(200);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      expect(await page.locator('[data-island="target-donation"]').count()).toBe(1);
      await expectNoAxeViolations(page);
      if (viewport === 'mobile') {
        await page.setViewportSize({ width: 320, height: 760 });
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
    },
  );
});

describe('the pages as served, before any script runs', () => {
  test("the appeal's page holds its text, its progress bar and its link preview", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(pageOf('appeal', 'sv'));
    expect(await page.locator('h1').textContent()).toBe('En brunn i Kamenge');
    const bar = page.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuemax')).toBe('50000');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(
      /^En brunn i Kamenge/,
    );
    // Its illustration is drawn into a card with the title, in the page's language.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${baseUrl}/og/appeals/${appealSlug}.sv.png`);
    const card = await fetch(image ?? '');
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(
      await page
        .getByRole('link', { name: 'Starta en egen insamling för den här insamlingen' })
        .count(),
    ).toBe(1);
  });

  test('the memorial fundraiser says whom it remembers, with no goal, and links to its appeal', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(pageOf('fundraiser', 'en'));
    await page.getByText('In memory of Karin Larsson').first().waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'A well for Kamenge' }).getAttribute('href')).toBe(
      `/appeals/${appealSlug}`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^In memory of Karin Larsson\. Karin loved her garden\./,
    );
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      `${baseUrl}${encodeURIComponent(`/fundraisers/${fundraiserSlug}`)}`,
    );
  });

  test('the sitemap lists both pages in both languages', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const locale of LOCALES) {
      expect(sitemap).toContain(`${baseUrl}${pageOf('appeal', locale)}</loc>`);
      expect(sitemap).toContain(`${baseUrl}${pageOf('fundraiser', locale)}</loc>`);
    }
  });
});

describe('Home with a running appeal', () => {
  test('shows it with a link to its page, axe finding nothing and nothing scrolling sideways', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    expect(await visit(page, '/')).toBe(200);
    const section = page.locator('section[aria-labelledby="current-appeal-heading"]');
    expect(
      await section.getByRole('link', { name: 'Read more and give' }).getAttribute('href'),
    ).toMatch(/^\/appeals\//);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 760 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('a gift through the fundraiser', () => {
  test('counts to the fundraiser and its appeal, and shows only what the giver chose', async () => {
    const page = await browser.newPage();
    await visit(page, pageOf('fundraiser', 'en'));
    await page.locator('#donate').scrollIntoViewIfNeeded();
    const form = page.locator('#donate form');
    await form.getByLabel('Card number').waitFor();
    await form.getByLabel('Name (optional)').fill('Maria Berg');
    await form.getByLabel('Show my first name').check();
    await form.getByLabel('A message for the page (optional)').fill('For Karin.');
    await fillCard(page);
    await form.getByRole('button', { name: /^Donate/ }).click();
    await form
      .getByRole('status')
      .getByText(/^Thank you, Maria Berg!/)
      .waitFor();

    // The pages are rendered again once the payment is confirmed.
    const served = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
    await expect
      .poll(() => served(pageOf('fundraiser', 'en')))
      .toMatch(/<strong>Maria<\/strong>(?:(?!Berg).)*For Karin\./s);
    await expect.poll(() => served(pageOf('appeal', 'en'))).toContain('aria-valuenow="50"');
  });
});
