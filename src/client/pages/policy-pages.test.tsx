import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import CookiePolicyPage from './cookie-policy-page.tsx';
import PrivacyPolicyPage from './privacy-policy-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the policies on a Swedish page', () => {
  it('the privacy policy names the controller and IMY, and links to Swedish pages', () => {
    mockApi(session(false));
    renderWithProviders(<PrivacyPolicyPage />, { locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    expect(screen.getByText('Senast uppdaterad 2026-11-26')).toBeInTheDocument();
    expect(screen.getByText(/är personuppgiftsansvarig/)).toHaveTextContent(
      'enligt EU:s dataskyddsförordning (GDPR)',
    );
    expect(screen.getByText(/Integritetsskyddsmyndigheten \(IMY\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Om kakor' })).toHaveAttribute(
      'href',
      '/sv/cookie-policy',
    );
    expect(screen.getByRole('link', { name: 'kontaktsida' })).toHaveAttribute(
      'href',
      '/sv/contact-us',
    );
  });

  it('the cookie policy speaks of kakor and links to Swedish pages', () => {
    mockApi(session(false));
    renderWithProviders(<CookiePolicyPage />, { locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Om kakor' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Vad är kakor?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute(
      'href',
      '/sv/privacy-policy',
    );
  });
});
