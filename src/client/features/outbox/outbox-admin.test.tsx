import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { OutboxEntry } from '#shared/schemas/outbox.ts';
import { OutboxAdmin } from './outbox-admin.tsx';

const entry = (id: number, status: OutboxEntry['status']): OutboxEntry => ({
  id,
  to: `person${id}@example.org`,
  replyTo: null,
  subject: `Message ${id}`,
  text: `Body ${id}`,
  html: id === 3 ? '<p>Body <strong>3</strong></p>' : null,
  status,
  attempts: status === 'failed' ? 8 : 1,
  lastError: status === 'failed' ? 'Mailbox unavailable' : null,
  createdAt: '2026-01-15T10:00:00.000Z',
  sentAt: null,
});

afterEach(() => vi.unstubAllGlobals());

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('OutboxAdmin', () => {
  it('lists e-mails with status, attempts and last error, and resends a failed one', async () => {
    let failed = true;
    const api = mockApi({
      ...session(true),
      'GET /api/admin/outbox': ({ url }) =>
        url.searchParams.get('before') === '2'
          ? { entries: [entry(1, 'sent')], nextBefore: null }
          : { entries: [entry(3, failed ? 'failed' : 'pending'), entry(2, 'sent')], nextBefore: 2 },
      'POST /api/admin/outbox/3/resend': () => {
        failed = false;
        return { success: true };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OutboxAdmin />);

    const row = (await screen.findByText('Message 3')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '15 Jan 2026, 11:00',
      'person3@example.org',
      'Message 3Plain textBody 3HTML',
      'failed',
      '8',
      'Mailbox unavailable',
      'Resend to person3@example.org',
    ]);
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    // The HTML part in a frame that may run nothing and reach nothing of the dashboard.
    const frame = within(row).getByTitle('The HTML part of “Message 3”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Body <strong>3</strong></p>');

    await user.click(within(row).getByRole('button', { name: /^Resend/ }));
    await waitFor(() => expect(within(row).getByText('pending')).toBeInTheDocument());
    expect(api.calls()).toContain('POST /api/admin/outbox/3/resend');

    await user.click(screen.getByRole('button', { name: 'Show older e-mails' }));
    const older = (await screen.findByText('Message 1')).closest('tr') as HTMLElement;
    expect(
      within(older).getByText('None: this e-mail was stored before e-mails had an HTML part.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older e-mails' })).toBeNull();
  });
});
