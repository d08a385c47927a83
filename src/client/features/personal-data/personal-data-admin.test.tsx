import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { PersonalDataAdmin } from './personal-data-admin.tsx';

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('PersonalDataAdmin', () => {
  it('exports what is stored about an address as a JSON download', async () => {
    const makeUrl = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL: makeUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      ...session(true),
      'POST /api/admin/personal-data/export': () => ({
        email: 'anna@example.org',
        exportedAt: '2026-01-15T10:00:00.000Z',
        records: { contactMessages: [{ id: 1 }], volunteers: [] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PersonalDataAdmin />);

    await user.type(screen.getByLabelText('Email'), ' anna@example.org ');
    await user.click(screen.getByRole('button', { name: 'Export data (JSON)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Exported for anna@example.org. Records found: contactMessages: 1, volunteers: 0.',
      ),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'anna@example.org',
    });
    expect(click).toHaveBeenCalled();
    const blob = makeUrl.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text()).records.contactMessages).toEqual([{ id: 1 }]);
  });

  it('erases only after confirmation', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = mockApi({
      ...session(true),
      'POST /api/admin/personal-data/erase': () => ({
        email: 'anna@example.org',
        erased: { contactMessages: 2, emails: 4 },
        cancelledMonthlyGifts: 0,
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PersonalDataAdmin />);
    await user.type(screen.getByLabelText('Email'), 'anna@example.org');

    await user.click(screen.getByRole('button', { name: 'Delete all data' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.calls()).not.toContain('POST /api/admin/personal-data/erase');

    await user.click(screen.getByRole('button', { name: 'Delete all data' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Deleted for anna@example.org. Records removed: contactMessages: 2, emails: 4.',
      ),
    );
  });

  it('says when a monthly gift was cancelled at the payment provider before the erasure', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi({
      ...session(true),
      'POST /api/admin/personal-data/erase': () => ({
        email: 'anna@example.org',
        erased: { donations: 3 },
        cancelledMonthlyGifts: 1,
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PersonalDataAdmin />);
    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Delete all data' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Deleted for anna@example.org. Records removed: donations: 3. Monthly gifts cancelled at the payment provider first: 1.',
      ),
    );
  });
});
