// The admin in Swedish: signed in on /sv/admin, the dashboard, the Events and Stories views and
// their editors speak Swedish and are clean for axe, and the server's refusals come in Swedish
// beside the field they are about.
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

/** The message a control is described by: the one shown beside it. */
async function describedText(control: Locator) {
  const id = await control.getAttribute('aria-describedby');
  return control.page().locator(`[id="${id}"]`).textContent();
}

describe('the admin on /sv/admin', () => {
  test('the dashboard and the Events view are in Swedish, a taken address is refused in Swedish', async () => {
    const page = await browser.newPage({
      signedIn: true,
      // The refused save: the browser logs the 409, the app its refusal.
      allowConsoleErrors: ['409', 'Event save failed'],
    });
    await visit(page, '/sv/admin');
    await page.getByRole('heading', { level: 1, name: 'Adminpanelen' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Adminavdelningar' });
    await sections.getByRole('button', { name: 'Volontärer' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Översikt' }).waitFor();
    await page.getByRole('link', { name: 'Öppna Egna insamlingar' }).waitFor();
    await expectNoAxeViolations(page);

    await sections.getByRole('button', { name: 'Evenemang' }).click();
    await page.getByRole('heading', { level: 2, name: 'Evenemang' }).waitFor();
    await page.getByRole('columnheader', { name: 'Platser kvar' }).waitFor();
    await page.getByRole('button', { name: 'Redigera Community Food Walk' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nytt evenemang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt evenemang' });
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await dialog.getByText('Ange titeln.').waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Titel').fill('Dubblett');
    await dialog.getByLabel(/Adressnamn/).fill('community-food-walk');
    await dialog.getByLabel('Startdatum').fill('2028-10-07');
    await dialog.getByLabel('Starttid').fill('19:00');
    await dialog.getByLabel('Sluttid').fill('21:00');
    await dialog.getByLabel('Plats', { exact: true }).fill('Hoppets kyrka');
    await dialog.getByLabel('Ort', { exact: true }).fill('Göteborg');
    // The first "Beskrivning": the event's own; the Swedish version's field of that name follows.
    await dialog.getByLabel('Beskrivning', { exact: true }).first().fill('En kväll med sång.');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    const taken = 'Ett annat evenemang har redan det adressnamnet. Välj ett annat.';
    await dialog.getByText(taken, { exact: true }).waitFor();
    expect(await describedText(dialog.getByLabel(/Adressnamn/))).toBe(taken);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
  });

  test('the Stories view and its editor are in Swedish, an unreadable picture gets a Swedish 400', async () => {
    const page = await browser.newPage({
      signedIn: true,
      allowConsoleErrors: ['400', 'Image upload failed'],
    });
    await visit(page, '/sv/admin?section=stories');
    await page.getByRole('heading', { level: 2, name: 'Berättelser' }).waitFor();
    await page.getByRole('columnheader', { name: 'Framlyft' }).waitFor();
    await page
      .getByRole('button', { name: /^Redigera / })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Ny berättelse' }).click();
    await page.getByRole('button', { name: 'Spara berättelsen' }).click();
    await page.getByText('Titel krävs').waitFor();
    await page.getByRole('button', { name: 'Flytta block 1 uppåt' }).waitFor();
    await expectNoAxeViolations(page);

    // A PNG's signature and nothing after it: the server cannot read it (400).
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const cover = page.getByLabel('Omslagsbild', { exact: true });
    await cover.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await page.getByText('Bilden gick inte att läsa. Ladda upp en annan fil.').waitFor();
    expect(await describedText(cover)).toBe('Bilden gick inte att läsa. Ladda upp en annan fil.');
  });
});
