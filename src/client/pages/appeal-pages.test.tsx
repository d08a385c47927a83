import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appealQuery, fundraiserQuery } from '#client/features/appeals/index.ts';
import { loadIsland } from '#client/runtime/islands.ts';
import { testAppeal, testFundraiser, testGifts } from '#client/testing/appeals.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Appeal } from '#shared/schemas/appeals.ts';
import AppealPage, { pageData as appealPage } from './appeal-page.tsx';
import FundraiserPage, { pageData as fundraiserPage } from './fundraiser-page.tsx';

// The pages' islands, loaded before they render (as the server's render has them).
beforeAll(async () => {
  await Promise.all(
    (['target-donation', 'copy-link', 'report-fundraiser'] as const).map(loadIsland),
  );
}, 60_000);

// The donation form asks for the payment configuration as it comes up.
beforeEach(() => {
  mockApi({
    ...session(false),
    'GET /api/stripe/config': () => ({ publicKey: 'pk_sandbox_x', provider: 'sandbox' }),
  });
});

const withGifts = <Item,>(item: Item) => ({ item, latestGifts: testGifts });

function showAppeal(appeal: Appeal, locale: 'en' | 'sv' = 'en') {
  const data = withGifts(appeal);
  return renderWithProviders(<AppealPage params={{ id: appeal.slug }} />, {
    queryData: [[appealQuery(appeal.slug).queryKey, data]],
    locale,
  });
}

describe("an appeal's page", () => {
  it('shows raised against the goal as a progress bar, the gifts, the days left and the form', () => {
    showAppeal(testAppeal);
    expect(screen.getByRole('heading', { level: 1, name: 'A well for Kamenge' })).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: /12\s500\skr raised of 50\s000\skr/ });
    expect(bar).toHaveAttribute('aria-valuenow', '12500');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(screen.getByText('3 gifts')).toBeVisible();
    expect(screen.getByText('26 days left')).toBeVisible();
    expect(screen.getByText('The village walks an hour for water.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Give to this appeal' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Show my first name' })).not.toBeChecked();
    expect(
      screen.getByRole('link', { name: 'Start a fundraiser for this appeal' }),
    ).toHaveAttribute('href', '/start-a-fundraiser?appeal=a-well-for-kamenge');
  });

  it('lists the latest gifts with only what the givers allowed', () => {
    showAppeal(testAppeal);
    const gifts = within(screen.getByRole('region', { name: 'Latest gifts' })).getAllByRole(
      'listitem',
    );
    expect(gifts[0]).toHaveTextContent(/Anna.*500\skr.*For the children\./);
    expect(gifts[1]).toHaveTextContent('Anonymous');
    expect(gifts[1]).not.toHaveTextContent('kr');
  });

  it('keeps its page once ended, marked as ended and without the form', () => {
    const progress = { ...testAppeal.progress, daysLeft: 0, ended: true };
    showAppeal({ ...testAppeal, status: 'ended', progress });
    expect(screen.getByText('Appeal · ended')).toBeVisible();
    expect(screen.getByText(/This appeal has ended/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: /Start a fundraiser/ })).toBeNull();
  });

  it('says so in Swedish', () => {
    showAppeal(testAppeal, 'sv');
    expect(screen.getByText('3 gåvor')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Senaste gåvorna' })).toBeVisible();
    expect(screen.getByText('Anonym')).toBeVisible();
  });

  it('says when there is no such appeal', () => {
    renderWithProviders(<AppealPage params={{ id: 'gone' }} />, {
      queryData: [[appealQuery('gone').queryKey, null]],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Appeal not found.' })).toBeVisible();
  });

  it('has its own link preview', () => {
    expect(appealPage.itemMeta?.(withGifts(testAppeal), i18nFor('sv'))).toMatchObject({
      title: 'A well for Kamenge',
      description: 'Clean water for 400 families.',
      image: '/og/appeals/a-well-for-kamenge.sv.png',
      ogCard: { label: 'Insamling' },
    });
  });
});

describe("a supporter's fundraiser's page", () => {
  function showFundraiser() {
    renderWithProviders(<FundraiserPage params={{ id: testFundraiser.slug }} />, {
      queryData: [[fundraiserQuery(testFundraiser.slug).queryKey, withGifts(testFundraiser)]],
      path: `/fundraisers/${testFundraiser.slug}`,
    });
  }

  it('remembers whom it is for, shows no goal when there is none, and the form', () => {
    showFundraiser();
    expect(screen.getByText('In memory of Karin Larsson')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/3\s000\skr/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'A well for Kamenge' })).toHaveAttribute(
      'href',
      '/appeals/a-well-for-kamenge',
    );
    expect(screen.getByRole('heading', { name: 'Give to this fundraiser' })).toBeVisible();
    expect(screen.getByText('Thank you all.')).toBeVisible();
  });

  it('has plain share links to its own address and a way to report it', () => {
    showFundraiser();
    const share = within(screen.getByRole('region', { name: 'Share this page' }));
    expect(share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('/fundraisers/in-memory-of-karin'),
    );
    expect(share.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=__SITE_ORIGIN__\/fundraisers\//,
    );
    expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.getByText('Report this page')).toBeVisible();
  });

  it("has its link preview from the organiser's text", () => {
    expect(fundraiserPage.itemMeta?.(withGifts(testFundraiser), i18nFor('en'))).toEqual({
      title: 'Remembering Karin',
      description: 'In memory of Karin Larsson. Karin loved her garden. Give in her name.',
    });
  });
});
