import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { Leader } from '#shared/schemas/content.ts';
import { LeadershipSection } from './leadership-section.tsx';

const leaders: Leader[] = [
  {
    id: 1,
    name: 'Anna Berg',
    role: 'Chair',
    bio: 'Anna has led the board since 2019.',
    url: '/uploads/anna-640.webp',
    srcset: '/uploads/anna-320.webp 320w, /uploads/anna-640.webp 640w',
    width: 640,
    height: 640,
  },
  {
    id: 2,
    name: 'Jean Ndayisenga',
    role: 'Partner coordinator',
    bio: 'Jean visits the partner churches.',
    url: null,
    srcset: null,
    width: null,
    height: null,
  },
];

beforeAll(installDialogStandIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
const findCard = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article')!;

describe('Leadership grid', () => {
  it('shows every leader to visitors, without admin controls', async () => {
    mockApi({ ...session(false), 'GET /api/leadership': () => ({ leaders }) });
    renderWithProviders(<LeadershipSection />);

    expect(await screen.findByRole('heading', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(card('Anna Berg')).toHaveTextContent('Chair');
    expect(card('Anna Berg').querySelector('img')).toHaveAttribute('srcset', leaders[0]!.srcset);
    expect(card('Jean Ndayisenga')).toHaveTextContent('JN');
    expect(screen.queryByRole('button', { name: 'Add Leader' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('Leadership for a signed-in admin', () => {
  function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({ ...session(true), 'GET /api/leadership': () => ({ leaders }), ...extra });
  }

  it('adds a leader through the editor dialog, which closes after saving', async () => {
    const api = signedIn({ 'POST /api/leadership': () => ({ success: true }) });
    const user = userEvent.setup();
    renderWithProviders(<LeadershipSection />);

    await user.click(await screen.findByRole('button', { name: 'Add Leader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leader' });
    await user.type(within(dialog).getByLabelText('Name'), 'Maria Lind');
    await user.type(within(dialog).getByLabelText('Role'), 'Treasurer');
    await user.type(within(dialog).getByLabelText('Bio'), 'Maria keeps the books.');
    const portrait = new File(['x'], 'maria.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image (optional)'), portrait);
    expect(within(dialog).queryByLabelText('Remove image')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(body.has('id')).toBe(false);
    expect(body.get('name')).toBe('Maria Lind');
    expect(body.get('role')).toBe('Treasurer');
    expect(body.get('bio')).toBe('Maria keeps the books.');
    expect((body.get('image') as File).name).toBe('maria.png');
    expect(body.has('remove_image')).toBe(false);
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /api/leadership')).toHaveLength(2),
    );
  });

  it('edits a leader with the same dialog and can remove the image', async () => {
    const api = signedIn({ 'POST /api/leadership': () => ({ success: true }) });
    const user = userEvent.setup();
    renderWithProviders(<LeadershipSection />);
    await screen.findByRole('button', { name: 'Add Leader' });

    await user.click(
      await within(await findCard('Anna Berg')).findByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leader' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Anna Berg');
    await user.clear(within(dialog).getByLabelText('Role'));
    await user.type(within(dialog).getByLabelText('Role'), 'Vice chair');
    await user.click(within(dialog).getByLabelText('Remove image'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({
      id: '1',
      name: 'Anna Berg',
      role: 'Vice chair',
      bio: 'Anna has led the board since 2019.',
      remove_image: '1',
    });
  });

  it('closes on Cancel and on a backdrop click, sending nothing', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderWithProviders(<LeadershipSection />);
    const add = await screen.findByRole('button', { name: 'Add Leader' });

    await user.click(add);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();

    await user.click(add);
    await user.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps the dialog open and says in it why the save was refused', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn({ 'POST /api/leadership': () => jsonResponse({ error: 'Bio is required' }, 400) });
    const user = userEvent.setup();
    renderWithProviders(<LeadershipSection />);

    await user.click(
      await within(await findCard('Jean Ndayisenga')).findByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leader' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Save failed', expect.anything()));
    const stillOpen = screen.getByRole('dialog', { name: 'Edit Leader' });
    expect(within(stillOpen).getByRole('status')).toHaveTextContent('Bio is required');
  });

  it('removes a leader after confirmation', async () => {
    const api = signedIn({ 'DELETE /api/leadership': () => ({ success: true }) });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderWithProviders(<LeadershipSection />);
    const remove = await within(await findCard('Jean Ndayisenga')).findByRole('button', {
      name: 'Delete',
    });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove this leader?');
    expect(api.calls().some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(remove);
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/leadership?id=2'));
  });
});
