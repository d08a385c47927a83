import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { NewsItem } from '#shared/schemas/content.ts';
import { NewsFeed } from './news-feed.tsx';

const NOW = new Date('2025-06-15T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const older: NewsItem = {
  id: 1,
  title: 'School year starts',
  content: 'Line one\nLine two <b>not bold</b>',
  created_at: minutesAgo(3 * 24 * 60),
  updated_at: minutesAgo(3 * 24 * 60),
};
const newer: NewsItem = {
  id: 2,
  title: 'New savings group',
  content: 'Twelve mothers meet every week.',
  created_at: minutesAgo(5),
  updated_at: minutesAgo(5),
};

/** `count` items, "News 1" the newest. */
const manyItems = (count: number): NewsItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `News ${i + 1}`,
    content: 'Text',
    created_at: minutesAgo(10 + i),
    updated_at: minutesAgo(10 + i),
  }));
const newsTitles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `News ${from + i}`);
const showOlder = () => screen.queryByRole('button', { name: 'Show older news' });

const titles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('News Feed for visitors', () => {
  it('shows items newest first, content as plain text and the last update', async () => {
    mockApi({ ...session(false), 'GET /api/news': () => [older, newer] });
    renderWithProviders(<NewsFeed />);

    expect(screen.getByRole('heading', { name: 'News Feed' })).toBeInTheDocument();
    await screen.findByText('New savings group');
    expect(titles()).toEqual(['New savings group', 'School year starts']);

    const content = screen.getByText(/Line one/);
    expect(content.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(content.querySelector('b')).toBeNull();

    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent(/Last updated \d{4}-\d{2}-\d{2} \(5 minutes ago\)/);
    expect(second).toHaveTextContent('(3 days ago)');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add News' })).toBeNull();
  });

  it('logs a failed load and shows no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...session(false), 'GET /api/news': () => jsonResponse({ error: 'down' }, 500) });
    renderWithProviders(<NewsFeed />);

    await waitFor(() => expect(logged).toHaveBeenCalledWith('News load failed', expect.anything()));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/down/)).toBeNull();
  });

  it('says when an item changed in Swedish on a Swedish page', async () => {
    mockApi({ ...session(false), 'GET /api/news': () => [older, newer] });
    renderWithProviders(<NewsFeed />, { locale: 'sv' });

    expect(screen.getByRole('heading', { name: 'Nyheter' })).toBeInTheDocument();
    await screen.findByText('New savings group');
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent(/Senast uppdaterad \d{4}-\d{2}-\d{2} \(för 5 minuter sedan\)/);
    expect(second).toHaveTextContent('(för 3 dagar sedan)');
  });
});

describe('a long News Feed', () => {
  // The editing code at hand, as in an admin's browser after its first load: its first import
  // in a test can take longer than a query waits on a loaded machine.
  beforeAll(() => import('./news-admin.tsx'), 60_000);
  it('shows the newest ten, then ten older ones per press, focusing the first new one', async () => {
    mockApi({ ...session(false), 'GET /api/news': () => manyItems(23) });
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    await screen.findByText('News 1');
    expect(titles()).toEqual(newsTitles(1, 10));
    expect(showOlder()).toHaveAttribute('type', 'button');

    await user.click(showOlder()!);
    expect(titles()).toEqual(newsTitles(1, 20));
    expect(screen.getByRole('heading', { name: 'News 11' })).toHaveFocus();

    await user.click(showOlder()!);
    expect(titles()).toEqual(newsTitles(1, 23));
    expect(screen.getByRole('heading', { name: 'News 21' })).toHaveFocus();
    expect(showOlder()).toBeNull();
  });

  it('has no button with ten items or fewer', async () => {
    mockApi({ ...session(false), 'GET /api/news': () => manyItems(10) });
    renderWithProviders(<NewsFeed />);
    await screen.findByText('News 1');
    expect(titles()).toEqual(newsTitles(1, 10));
    expect(showOlder()).toBeNull();
  });

  it('says "Visa äldre nyheter" on a Swedish page', async () => {
    mockApi({ ...session(false), 'GET /api/news': () => manyItems(11) });
    renderWithProviders(<NewsFeed />, { locale: 'sv' });
    expect(await screen.findByRole('button', { name: 'Visa äldre nyheter' })).toBeInTheDocument();
  });

  it('is paged for the admin too, who adds at the top and edits an older item', async () => {
    mockApi({
      ...session(true),
      'GET /api/news': () => manyItems(12),
      'POST /api/news': () => ({ id: 99, created_at: minutesAgo(1) }),
      'PATCH /api/news': () => ({ success: true, updated_at: NOW.toISOString() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    const form = await screen.findByRole('form', { name: 'Add news' });
    await waitFor(() => expect(titles()).toEqual(newsTitles(1, 10)));
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(10);

    await user.type(within(form).getByLabelText('Title'), 'Harvest');
    await user.type(within(form).getByLabelText('Content'), 'Beans and maize');
    await user.click(within(form).getByRole('button', { name: 'Add News' }));
    await waitFor(() => expect(titles()).toEqual(['Harvest', ...newsTitles(1, 9)]));

    await user.click(showOlder()!);
    expect(screen.getByRole('heading', { name: 'News 10' })).toHaveFocus();
    expect(titles()).toEqual(['Harvest', ...newsTitles(1, 12)]);
    expect(showOlder()).toBeNull();

    const last = screen.getAllByRole('article').at(-1)!;
    await user.click(within(last).getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('form', { name: 'Edit news' })).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'News 12, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titles()[0]).toBe('News 12, edited'));
    expect(screen.getAllByRole('button', { name: 'Edit' })[0]).toHaveFocus();
  });
});

describe('News Feed for a signed-in admin', () => {
  function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({ ...session(true), 'GET /api/news': () => [older, newer], ...extra });
  }

  it('sends nothing while Title or Content is empty, then adds the item at the top', async () => {
    const api = signedIn({
      'POST /api/news': () => ({ id: 3, created_at: NOW.toISOString() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    const form = await screen.findByRole('form', { name: 'Add news' });
    const add = within(form).getByRole('button', { name: 'Add News' });

    await user.click(add);
    await user.type(within(form).getByLabelText('Title'), 'Harvest');
    await user.click(add);
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(form).getByLabelText('Content'), 'Beans and maize');
    await user.click(add);

    await waitFor(() => expect(titles()[0]).toBe('Harvest'));
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ title: 'Harvest', content: 'Beans and maize' });
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('(recently)');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('edits one item at a time and re-sorts the list after saving', async () => {
    const api = signedIn({
      'PATCH /api/news': () => ({ success: true, updated_at: NOW.toISOString() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    await screen.findByRole('form', { name: 'Add news' });

    const [newerItem, olderItem] = screen.getAllByRole('article');
    await user.click(within(olderItem!).getByRole('button', { name: 'Edit' }));
    let editForm = screen.getByRole('form', { name: 'Edit news' });
    expect(within(editForm).getByLabelText('Title')).toHaveValue('School year starts');
    expect(within(editForm).getByLabelText('Title')).toHaveFocus();

    // Starting another edit closes the first: only one edit form at a time.
    await user.click(within(newerItem!).getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('form', { name: 'Edit news' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit news' })).toBeNull();

    await user.click(
      within(screen.getAllByRole('article')[1]!).getByRole('button', { name: 'Edit' }),
    );
    editForm = screen.getByRole('form', { name: 'Edit news' });
    const title = within(editForm).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'School year has started');
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit news' })).toBeNull());
    expect(titles()).toEqual(['School year has started', 'New savings group']);
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      id: 1,
      title: 'School year has started',
      content: older.content,
    });
    expect(screen.getAllByRole('button', { name: 'Edit' })[0]).toHaveFocus();
  });

  it('deletes only after confirmation', async () => {
    const api = signedIn({ 'DELETE /api/news': () => ({ success: true }) });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    await screen.findByRole('form', { name: 'Add news' });

    const deleteButton = () =>
      within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' });
    await user.click(deleteButton());
    expect(confirm).toHaveBeenCalledWith('Delete this news item?');
    expect(api.calls()).toEqual(['GET /api/news']);

    await user.click(deleteButton());
    await waitFor(() => expect(titles()).toEqual(['School year starts']));
    expect(api.calls()).toContain('DELETE /api/news?id=2');
  });

  it('keeps the form and politely says why a save was refused', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn({ 'POST /api/news': () => jsonResponse({ error: 'Title is required' }, 400) });
    const user = userEvent.setup();
    renderWithProviders(<NewsFeed />);
    const form = await screen.findByRole('form', { name: 'Add news' });

    await user.type(within(form).getByLabelText('Title'), 'Harvest');
    await user.type(within(form).getByLabelText('Content'), 'Beans');
    await user.click(within(form).getByRole('button', { name: 'Add News' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('News add failed', expect.anything()));
    expect(within(form).getByLabelText('Title')).toHaveValue('Harvest');
    expect(titles()).toEqual(['New savings group', 'School year starts']);
    expect(screen.getByRole('status')).toHaveTextContent('Title is required');
  });
});
