import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { Volunteer } from '#shared/schemas/volunteer.ts';
import { VolunteersAdmin } from './volunteers-admin.tsx';

const anna: Volunteer = {
  id: 1,
  full_name: 'Anna Svensson',
  email: 'anna@example.org',
  phone: '070-123',
  address: 'Storgatan 1, Lund',
};
const bo: Volunteer = { id: 2, full_name: 'Bo Ek', email: '', phone: '', address: '' };

/** A small in-memory server for the spec's volunteer calls. */
function volunteerServer(initial: Volunteer[]) {
  let list = [...initial];
  let nextId = 10;
  const routes = {
    ...session(true),
    'GET /api/volunteers': () => list,
    'POST /api/volunteers': ({ body }: MockRequest) => {
      const id = nextId++;
      list = [...list, { id, ...(body as Omit<Volunteer, 'id'>) }];
      return { success: true, id };
    },
    'PUT /api/volunteers': ({ url, body }: MockRequest) => {
      const id = Number(url.searchParams.get('id'));
      list = list.map((v) => (v.id === id ? { ...(body as Volunteer) } : v));
      return { success: true };
    },
    'DELETE /api/volunteers': ({ url }: MockRequest) => {
      list = list.filter((v) => v.id !== Number(url.searchParams.get('id')));
      return { success: true };
    },
  };
  return routes;
}

const input = (label: string) => screen.getByLabelText(label);
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('VolunteersAdmin', () => {
  it('shows the table with the spec columns', async () => {
    mockApi(volunteerServer([anna, bo]));
    renderWithProviders(<VolunteersAdmin />);
    await screen.findByRole('cell', { name: 'Anna Svensson' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Full name',
      'Email',
      'Phone number',
      'Address',
      'Actions',
    ]);
    expect(
      within(row('Anna Svensson'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Anna Svensson',
      'anna@example.org',
      '070-123',
      'Storgatan 1, Lund',
      'Edit Anna SvenssonDelete Anna Svensson',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/volunteers.csv',
    );
  });

  it('adds a volunteer and reloads the list; a blank full name sends nothing', async () => {
    const api = mockApi(volunteerServer([]));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await screen.findByText('No volunteers yet.');

    await user.type(input('Full name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(api.calls().filter((call) => !call.startsWith('GET'))).toEqual([]);

    await user.clear(input('Full name'));
    await user.type(input('Full name'), 'Clara Nilsson');
    await user.type(input('Email'), 'clara@example.org');
    await user.type(input('Phone number'), '070-999');
    await user.type(input('Address'), 'Lund');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await screen.findByRole('cell', { name: 'Clara Nilsson' });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      full_name: 'Clara Nilsson',
      email: 'clara@example.org',
      phone: '070-999',
      address: 'Lund',
    });
    expect(api.calls().filter((call) => call === 'GET /api/volunteers')).toHaveLength(2);
    expect(input('Full name')).toHaveValue('');
  });

  it('edits: fills the form, Add becomes Update with Cancel, and the save goes by PUT', async () => {
    const api = mockApi(volunteerServer([anna, bo]));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await screen.findByRole('cell', { name: 'Anna Svensson' });

    await user.click(within(row('Anna Svensson')).getByRole('button', { name: /^Edit/ }));
    expect(input('Full name')).toHaveValue('Anna Svensson');
    expect(input('Address')).toHaveValue('Storgatan 1, Lund');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.clear(input('Full name'));
    await user.type(input('Full name'), 'Anna Berg');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await screen.findByRole('cell', { name: 'Anna Berg' });
    expect(api.calls()).toContain('PUT /api/volunteers?id=1');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 1,
      full_name: 'Anna Berg',
      email: 'anna@example.org',
      phone: '070-123',
      address: 'Storgatan 1, Lund',
    });
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Cancel leaves edit mode and clears the form', async () => {
    mockApi(volunteerServer([anna]));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(input('Full name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('asks "Delete this volunteer?" and deletes only when confirmed', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = mockApi(volunteerServer([anna, bo]));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await screen.findByRole('cell', { name: 'Bo Ek' });

    await user.click(within(row('Bo Ek')).getByRole('button', { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith('Delete this volunteer?');
    expect(api.calls()).not.toContain('DELETE /api/volunteers?id=2');

    await user.click(within(row('Bo Ek')).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bo Ek' })).toBeNull());
    expect(api.calls()).toContain('DELETE /api/volunteers?id=2');
  });

  it('alerts the error of a refused save and keeps the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      ...volunteerServer([]),
      'POST /api/volunteers': () =>
        jsonResponse({ error: 'email: Please enter a valid email address' }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await user.type(input('Full name'), 'Clara');
    await user.type(input('Email'), 'clara@');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('email: Please enter a valid email address'),
    );
    expect(input('Full name')).toHaveValue('Clara');
  });

  it('alerts an error field even in a successful answer', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({ ...volunteerServer([anna]), 'DELETE /api/volunteers': () => ({ error: 'Locked' }) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<VolunteersAdmin />);
    await user.click(await screen.findByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Locked'));
  });
});
