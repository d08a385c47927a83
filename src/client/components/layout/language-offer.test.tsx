import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { CATALOG_LINK_ID } from '#shared/page-html.ts';
import { LanguageOffer } from './language-offer.tsx';

const SWEDISH_CATALOG = '/assets/sv.abc123.json';

beforeEach(() => {
  // The page's own catalog link, as the build writes it; the Swedish one is beside it.
  const link = document.createElement('link');
  link.id = CATALOG_LINK_ID;
  link.href = '/assets/en.abc123.json';
  document.head.append(link);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'en']);
});

afterEach(() => {
  document.getElementById(CATALOG_LINK_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LanguageOffer', () => {
  it('offers a browser that prefers Swedish the Swedish page, in Swedish', async () => {
    mockApi({ [`GET ${SWEDISH_CATALOG}`]: () => jsonResponse(i18nFor('sv').messages) });
    renderWithProviders(<LanguageOffer />, { path: '/events' });
    expect(await screen.findByText('Den här sidan finns också på svenska.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Läs den på svenska' })).toHaveAttribute(
      'href',
      '/sv/events',
    );
  });

  it('offers nothing, and throws nothing, when the Swedish messages cannot load', async () => {
    const { requests } = mockApi({
      [`GET ${SWEDISH_CATALOG}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<LanguageOffer />, { path: '/events' });
    await waitFor(() => expect(requests.map((r) => r.url.pathname)).toContain(SWEDISH_CATALOG));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
