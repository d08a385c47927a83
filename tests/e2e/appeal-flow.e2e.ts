// Issue 31's "Done when", in one go through the pages as people use them: the admin publishes an
// appeal, an organiser starts a fundraiser for it, confirms the address by the e-mailed link and
// the admin approves it; one visitor gives by card in memory of someone on the English page,
// another by Swish on the Swedish page, each with an e-mailed card. The fundraiser's, the appeal's
// and the admin's totals then agree, and each card's PDF reads right in its language. It runs on a
// site of its own, with Swish through the stand-in for Swish's test server: its totals are these
// two gifts' only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { SwishStandIn, swishEnvFor } from '../../src/server/testing/swish-stand-in.ts';
import { formatSek } from '../../src/shared/donations.ts';
import { fillNewAppeal, rowWith } from './support/admin.ts';
import { hydratedIsland, setupBrowser, visit } from './support/browser.ts';
import { dayFromToday } from './support/dates.ts';
import { donationForm, fillCard } from './support/donation-form.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';
import type { Site } from './support/provided-context.ts';
import { startSite } from './support/site-server.ts';

const browser = setupBrowser();
const suffix = Date.now().toString(36);
const appeal = { title: `A well for Kamenge ${suffix}`, slug: `flow-well-${suffix}` };
const fundraiserTitle = `Remembering Karin ${suffix}`;
const remembered = `Karin Larsson ${suffix}`;
const organiser = uniqueAddress('flow-organiser');
const goal = formatSek(5_000_000);

let standIn: SwishStandIn;
let site: Site;
let stopSite: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'appeal-flow-'));

beforeAll(async () => {
  standIn = await new SwishStandIn().start();
  const started = await startSite(
    { dataDir, smtpUrl: inject('smtpUrl'), admin: inject('admin') },
    swishEnvFor(standIn),
  );
  site = started.site;
  stopSite = started.stop;
});
afterAll(async () => {
  await stopSite?.();
  await standIn?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const newPage = (options: { signedIn?: boolean } = {}) => browser.newPage({ ...options, site });

/** The admin's Appeals section: a new appeal saved as a draft, then published from its row. */
async function publishAppeal(admin: Page) {
  await visit(admin, '/admin');
  await admin.getByRole('link', { name: 'Open Appeals' }).click();
  await fillNewAppeal(admin, { ...appeal, status: 'draft' });
  await admin.getByRole('button', { name: 'Save appeal' }).click();
  await admin.getByRole('button', { name: `Publish ${appeal.title}` }).click();
  await rowWith(admin, appeal.title).getByText('Published', { exact: true }).waitFor();
}

/** From the appeal's page to "Start a fundraiser", then the e-mailed link, as the organiser. */
async function startAndConfirmFundraiser() {
  const page = await newPage();
  await visit(page, `/appeals/${appeal.slug}`);
  await page.getByRole('link', { name: 'Start a fundraiser for this appeal' }).click();
  const form = page.getByRole('form', { name: 'Your fundraiser' });
  await expect.poll(() => form.getByLabel('Raising money for').inputValue()).toBe(appeal.slug);
  await form.getByLabel('What is it for? *').selectOption({ label: 'In memory of someone' });
  await form.getByLabel('In memory of *').fill(remembered);
  await form.getByLabel('Title *').fill(fundraiserTitle);
  await form.getByLabel('A few words to your friends *').fill('Karin loved her garden.');
  await form.getByLabel('Goal in kronor (optional)').fill('10000');
  await form.getByLabel('Last day *').fill(dayFromToday(30));
  await form.getByLabel('Your name *').fill('Erik Larsson');
  await form.getByLabel('Your e-mail address *').fill(organiser);
  await form.getByRole('button', { name: 'Start the fundraiser' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

  const mail = await waitForEmail({ to: organiser, subject: /^Confirm your fundraiser/ });
  await visit(page, /https?:\/\/\S+\/my-gifts\?token=\S+/.exec(mail.text)?.[0] ?? '');
  await page
    .getByRole('region', { name: 'Sign in to My gifts' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  await page
    .getByRole('region', { name: 'Your fundraisers' })
    .getByRole('link', { name: 'My fundraisers' })
    .click();
  const own = page.getByRole('region', { name: fundraiserTitle });
  await own.getByText('Waiting for approval').waitFor();
}

/** The admin's Fundraisers section: approves it; returns its page's address. */
async function approveFundraiser(admin: Page): Promise<string> {
  await admin.getByRole('button', { name: 'Fundraisers', exact: true }).click();
  const card = admin.getByRole('article', { name: fundraiserTitle });
  await card.getByText('Waiting for approval').waitFor();
  await card.getByRole('button', { name: `Approve ${fundraiserTitle}` }).click();
  await card.getByText('Public', { exact: true }).waitFor();
  await waitForEmail({ to: organiser, subject: /is now public$/ });
  return (await card.getByRole('link', { name: 'See its page' }).getAttribute('href')) ?? '';
}

interface TributeLabels {
  choice: string;
  person: string;
  greeting: string;
  signedBy: string;
  recipientName: string;
  recipientEmail: string;
}

const TRIBUTE_LABELS: Record<'en' | 'sv', TributeLabels> = {
  en: {
    choice: 'Give in memory of someone',
    person: 'The name of the person you remember',
    greeting: 'Greeting on the card (optional)',
    signedBy: 'Signed by',
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail address",
  },
  sv: {
    choice: 'Ge en minnesgåva till minne av någon',
    person: 'Namnet på den du minns',
    greeting: 'Hälsning på kortet (frivilligt)',
    signedBy: 'Undertecknat av',
    recipientName: 'Mottagarens namn',
    recipientEmail: 'Mottagarens e-postadress',
  },
};

interface Card {
  greeting: string;
  signedBy: string;
  recipient: string;
}

/** Opens the fundraiser's page, chooses the amount and fills in a card by e-mail. */
async function fillGiftInMemory(page: Page, pagePath: string, locale: 'en' | 'sv', card: Card) {
  const labels = TRIBUTE_LABELS[locale];
  const form = donationForm(page);
  await visit(page, pagePath);
  await hydratedIsland(page, 'target-donation');
  await form.getByRole('radio', { name: labels.choice, exact: true }).check();
  await form.getByLabel(labels.person).fill(remembered);
  await form.getByLabel(labels.greeting).fill(card.greeting);
  await form.getByLabel(labels.signedBy).fill(card.signedBy);
  await form.getByLabel(labels.recipientName).fill('Familjen Larsson');
  await form.getByLabel(labels.recipientEmail).fill(card.recipient);
}

/** The card e-mailed for a gift, and its PDF's text. */
async function cardFor(recipient: string, subject: string) {
  const mail = await waitForEmail({ to: recipient, subject });
  const [pdf] = mail.attachments;
  expect(pdf?.contentType).toBe('application/pdf');
  return pdfText(Buffer.from(pdf?.contentBase64 ?? '', 'base64'));
}

/** What a fundraiser's or an appeal's page shows as served now: raised, against the goal, and gifts. */
async function shownProgress(page: Page, pagePath: string) {
  await visit(page, pagePath);
  return {
    raised: await page.getByRole('progressbar').getAttribute('aria-valuetext'),
    gifts: await page.getByText(/^\d+ gifts?$/).textContent(),
  };
}

test('an appeal, a fundraiser for it, two gifts in memory, and the totals that agree', async () => {
  const admin = await newPage({ signedIn: true });
  await publishAppeal(admin);
  await startAndConfirmFundraiser();
  const fundraiserPath = await approveFundraiser(admin);

  // The second visitor: 250 kr by the sandbox's card, on the English page.
  const english: Card = {
    greeting: 'She loved the sea.',
    signedBy: 'Anna and Per Berg',
    recipient: uniqueAddress('flow-card-en'),
  };
  const byCard = await newPage();
  await fillGiftInMemory(byCard, fundraiserPath, 'en', english);
  const cardForm = donationForm(byCard);
  await cardForm.getByRole('radio', { name: formatSek(25_000) }).check();
  await fillCard(byCard);
  await cardForm.getByRole('button', { name: /^Donate/ }).click();
  await cardForm
    .getByRole('status')
    .getByText(`Your card in memory of ${remembered} is on its way to Familjen Larsson by e-mail.`)
    .waitFor();

  // The third: 100 kr by Swish, on the Swedish page, paid in the stand-in for Swish.
  const swedish: Card = {
    greeting: 'Vi tänker på er.',
    signedBy: 'Grannarna på Åsgatan',
    recipient: uniqueAddress('flow-card-sv'),
  };
  const bySwish = await newPage();
  await fillGiftInMemory(bySwish, `/sv${fundraiserPath}`, 'sv', swedish);
  const swishForm = donationForm(bySwish);
  await swishForm.getByRole('radio', { name: formatSek(10_000) }).check();
  await swishForm.getByRole('button', { name: 'Swish' }).click();
  const swish = swishForm.getByRole('region', { name: 'Betala med Swish' });
  await swish.getByRole('img', { name: 'QR-kod för Swish' }).waitFor();
  await expect.poll(() => standIn.requests.size).toBe(1);
  await standIn.answer([...standIn.requests.keys()][0] ?? '', 'PAID');
  await expect
    .poll(() => swish.getByRole('status').textContent())
    .toBe(
      `Tack! Din Swish-gåva på ${formatSek(10_000)} har tagits emot.` +
        `Ditt kort till minne av ${remembered} är på väg till Familjen Larsson med e-post.`,
    );

  // Each card's PDF, in the language of the page it was given on.
  const englishCard = await cardFor(english.recipient, `A gift in memory of ${remembered}`);
  expect(englishCard).toContain(`In memory of ${remembered}`);
  expect(englishCard).toContain('A gift has been given to Hope Bridge in memory of this person.');
  expect(englishCard).toContain(english.greeting);
  expect(englishCard).toContain(english.signedBy);
  const swedishCard = await cardFor(swedish.recipient, `En minnesgåva till minne av ${remembered}`);
  expect(swedishCard).toContain(`Till minne av ${remembered}`);
  expect(swedishCard).toContain(
    'En minnesgåva har getts till Hope Bridge till minne av denna person.',
  );
  expect(swedishCard).toContain(swedish.greeting);
  expect(swedishCard).toContain(swedish.signedBy);

  // 350 kr in two gifts, wherever it is shown.
  const raised = formatSek(35_000);
  const reader = await newPage();
  await expect
    .poll(() => shownProgress(reader, fundraiserPath))
    .toEqual({ raised: `${raised} of ${formatSek(1_000_000)}`, gifts: '2 gifts' });
  await expect
    .poll(() => shownProgress(reader, `/appeals/${appeal.slug}`))
    .toEqual({ raised: `${raised} of ${goal}`, gifts: '2 gifts' });

  await visit(admin, '/admin');
  const overview = admin.getByRole('list').filter({ hasText: 'Appeals running today' });
  await overview.getByText(`${raised} (2 gifts)`).first().waitFor();
  const appealItem = overview.getByRole('listitem').filter({ hasText: appeal.title });
  await appealItem.getByText(`${raised} of ${goal} · 2 gifts`).waitFor();
  await admin.getByRole('link', { name: 'Open Appeals' }).click();
  await rowWith(admin, appeal.title).getByText(`${raised} of ${goal} · 2 gifts`).waitFor();
});
