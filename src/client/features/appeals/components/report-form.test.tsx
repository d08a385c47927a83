import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeRoute } from '#client/testing/challenge.ts';
import { mockApi } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { ReportForm } from './report-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Report this page', () => {
  it('sends the reason with the proof of work and the honeypot, then thanks', async () => {
    const api = mockApi({
      ...challengeRoute,
      'POST /api/fundraisers/karin/reports': () => ({ success: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportForm slug="karin" />);
    await user.click(screen.getByText('Report this page'));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByText('Please say what is wrong with this page.')).toBeVisible();

    await user.type(screen.getByLabelText('What is wrong with this page?'), 'Not a real person.');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Thank you. Our staff will look at this page.')).toBeVisible();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      reason: 'Not a real person.',
      homepage: '',
      altcha: expect.any(String),
    });
  });
});
