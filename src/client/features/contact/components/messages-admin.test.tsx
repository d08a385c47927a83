import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import { MessagesAdmin } from './messages-admin.tsx';

const message: ContactMessage = {
  id: 4,
  name: 'Anna Svensson',
  email: 'anna@example.org',
  phone: '',
  subject: 'Visiting',
  message: 'Can we visit a school?\nWe are five.',
  created_at: '2026-01-15T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('MessagesAdmin', () => {
  it('shows each message with its sender and a CSV download', async () => {
    mockApi({
      ...session(true),
      'GET /api/admin/messages': () => [message, { ...message, id: 3, subject: '' }],
    });
    renderWithProviders(<MessagesAdmin />);
    const card = await screen.findByRole('article', { name: 'Visiting' });
    expect(card).toHaveTextContent('From Anna Svensson on 15 Jan 2026');
    expect(within(card).getByRole('link', { name: 'anna@example.org' })).toHaveAttribute(
      'href',
      'mailto:anna@example.org',
    );
    expect(card).toHaveTextContent('Can we visit a school? We are five.');
    expect(screen.getByRole('article', { name: 'No subject' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/messages.csv',
    );
  });
});
