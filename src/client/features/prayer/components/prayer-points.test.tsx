import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { PrayerPoint } from '#shared/schemas/content.ts';
import { PrayerPoints } from './prayer-points.tsx';

const point = (id: number, title: string, display_order: number, pray_count = 0): PrayerPoint => ({
  id,
  title,
  content: `Pray for ${title.toLowerCase()}.`,
  tag: id === 1 ? 'Children' : '',
  display_order,
  pray_count,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});
// Deliberately out of order: the page sorts by display_order, then id.
const points = [point(3, 'Teachers', 2), point(2, 'Harvest', 1), point(1, 'Schools', 1)];
const counts = { 1: 5, 2: 0, 3: 12 };

const card = (title: string) => screen.getByRole('article', { name: title });
const listRoutes = {
  'GET /api/prayer.php': ({ url }: { url: URL }) =>
    url.searchParams.get('action') === 'list_current' ? { data: points } : { counts },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Prayer Points', () => {
  it('lists the points by display_order then id, with counts from action=get', async () => {
    const api = mockApi({ ...session(false), ...listRoutes });
    renderWithProviders(<PrayerPoints />);

    await screen.findByRole('article', { name: 'Schools' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Schools',
      'Harvest',
      'Teachers',
    ]);
    expect(card('Schools')).toHaveTextContent('5 prayers');
    expect(card('Teachers')).toHaveTextContent('12 prayers');
    expect(api.calls()).toEqual([
      'GET /api/prayer.php?action=list_current',
      'GET /api/prayer.php?action=get&ids=1,2,3',
    ]);
    expect(screen.queryByRole('button', { name: 'Reset Count' })).toBeNull();
  });

  it('raises the count at once, marks the point prayed, then takes the server count', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      ...session(false),
      ...listRoutes,
      'POST /api/prayer.php': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<PrayerPoints />);
    await screen.findByRole('article', { name: 'Teachers' });

    await user.click(within(card('Teachers')).getByRole('button', { name: 'Pray' }));
    expect(card('Teachers')).toHaveTextContent('13 prayers');
    expect(within(card('Teachers')).getByRole('button', { name: 'Prayed' })).toBeDisabled();
    expect(localStorage.getItem('prayer:v1:point:3')).not.toBeNull();
    expect(api.calls()).toContain('POST /api/prayer.php?action=increment');
    expect(api.requests.at(-1)?.body).toEqual({ id: 3 });

    answer(jsonResponse({ count: 20 }));
    await waitFor(() => expect(card('Teachers')).toHaveTextContent('20 prayers'));
    expect(within(card('Teachers')).getByRole('button', { name: 'Prayed' })).toBeDisabled();
  });

  it('rolls back the count and the flag, and tells the visitor, when recording fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session(false),
      ...listRoutes,
      'POST /api/prayer.php': () => jsonResponse({ error: 'Too many requests' }, 429),
    });
    const user = userEvent.setup();
    renderWithProviders(<PrayerPoints />);
    await screen.findByRole('article', { name: 'Schools' });

    await user.click(within(card('Schools')).getByRole('button', { name: 'Pray' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Could not record your prayer right now. Please try again later.',
      ),
    );
    expect(card('Schools')).toHaveTextContent('5 prayers');
    expect(within(card('Schools')).getByRole('button', { name: 'Pray' })).toBeEnabled();
    expect(localStorage.getItem('prayer:v1:point:1')).toBeNull();
  });

  it('remembers in this browser a point already prayed for', async () => {
    localStorage.setItem('prayer:v1:point:2', '1');
    mockApi({ ...session(false), ...listRoutes });
    renderWithProviders(<PrayerPoints />);

    const harvest = await screen.findByRole('article', { name: 'Harvest' });
    expect(within(harvest).getByRole('button', { name: 'Prayed' })).toBeDisabled();
    expect(within(card('Schools')).getByRole('button', { name: 'Pray' })).toBeEnabled();
  });
});

describe('Prayer Points for a signed-in admin', () => {
  // The editing code at hand, as in an admin's browser after its first load: its first import
  // in a test can take longer than a query waits on a loaded machine.
  beforeAll(() => import('./prayer-admin.tsx'), 60_000);
  function signedIn() {
    return mockApi({
      ...session(true),
      ...listRoutes,
      'POST /api/prayer.php': () => ({ success: true }),
    });
  }
  const posts = (api: ReturnType<typeof mockApi>) =>
    api.requests
      .filter((request) => request.method === 'POST')
      .map((request) => [request.url.searchParams.get('action'), request.body]);

  it('adds a prayer point', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderWithProviders(<PrayerPoints />);
    const form = await screen.findByRole('form', { name: 'Add prayer point' });

    await user.type(within(form).getByLabelText('Title'), 'Rain');
    await user.type(within(form).getByLabelText('Content'), 'Pray for the rains.');
    await user.type(within(form).getByLabelText('Tag'), 'Farming');
    await user.clear(within(form).getByLabelText('Display order'));
    await user.type(within(form).getByLabelText('Display order'), '4');
    await user.click(within(form).getByRole('button', { name: 'Add Prayer Point' }));

    await waitFor(() =>
      expect(posts(api)).toEqual([
        [
          'add',
          { title: 'Rain', content: 'Pray for the rains.', tag: 'Farming', display_order: 4 },
        ],
      ]),
    );
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
  });

  it('edits a card in place, deletes after confirmation and resets the count', async () => {
    const api = signedIn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    localStorage.setItem('prayer:v1:point:3', '1');
    const user = userEvent.setup();
    renderWithProviders(<PrayerPoints />);
    await screen.findByRole('form', { name: 'Add prayer point' });
    await screen.findByRole('article', { name: 'Harvest' });

    await user.click(await within(card('Harvest')).findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit prayer point' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Good harvest');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit prayer point' })).toBeNull(),
    );

    await user.click(within(card('Schools')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this prayer point?');

    await user.click(within(card('Teachers')).getByRole('button', { name: 'Reset Count' }));
    await waitFor(() => expect(localStorage.getItem('prayer:v1:point:3')).toBeNull());

    expect(posts(api)).toEqual([
      [
        'update',
        { id: 2, title: 'Good harvest', content: 'Pray for harvest.', tag: '', display_order: 1 },
      ],
      ['delete', { id: 1 }],
      ['reset', { id: 3 }],
    ]);
  });

  it('speaks Swedish on a Swedish page, the failure too', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session(false),
      ...listRoutes,
      'POST /api/prayer.php': () => jsonResponse({ error: 'Too many requests' }, 429),
    });
    const user = userEvent.setup();
    renderWithProviders(<PrayerPoints />, { locale: 'sv' });
    await screen.findByRole('article', { name: 'Schools' });
    expect(card('Schools')).toHaveTextContent('5 böner');

    await user.click(within(card('Harvest')).getByRole('button', { name: 'Jag har bett' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Det gick inte att registrera din bön just nu. Försök igen lite senare.',
      ),
    );
    expect(card('Harvest')).toHaveTextContent('0 böner');
  });
});
