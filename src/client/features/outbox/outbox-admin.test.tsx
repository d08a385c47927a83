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
      'Message 3Body 3',
      'failed',
      '8',
      'Mailbox unavailable',
      'Resend to person3@example.org',
    ]);
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: /^Resend/ }));
    await waitFor(() => expect(within(row).getByText('pending')).toBeInTheDocument());
    expect(api.calls()).toContain('POST /api/admin/outbox/3/resend');

    await user.click(screen.getByRole('button', { name: 'Show older e-mails' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older e-mails' })).toBeNull();
  });
});
