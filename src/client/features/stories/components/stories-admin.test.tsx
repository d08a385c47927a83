import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillCoverAndText, renderContentAdmin } from '#client/testing/content-admin.ts';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { testStories } from '#client/testing/stories.ts';
import type { AdminStory } from '#shared/schemas/stories.ts';
import { StoriesAdmin } from './stories-admin.tsx';

const [other, published] = testStories.map(
  (story): AdminStory => ({ ...story, status: 'published', createdAt: '', updatedAt: '' }),
);
const draft: AdminStory = { ...other!, id: 'draft-1', title: 'A draft', status: 'draft' };

beforeAll(installDialogStandIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = (extra: Parameters<typeof renderContentAdmin>[1] = {}) =>
  renderContentAdmin(<StoriesAdmin />, {
    'GET /api/admin/stories': () => ({ stories: [published, draft] }),
    ...extra,
  });

const row = (title: string) =>
  screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('StoriesAdmin', () => {
  it('lists every story with its state, and publishes a draft', async () => {
    const { api, user } = setup({ 'PATCH /api/admin/stories/draft-1': () => ({ story: draft }) });
    await screen.findByRole('cell', { name: 'A draft' });
    expect(within(row('A draft')).getByText('Draft')).toBeInTheDocument();
    expect(within(row(published!.title)).getByText('Published')).toBeInTheDocument();
    expect(within(row(published!.title)).getByText('Featured')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish A draft' }));
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/admin/stories/draft-1'));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'published' });
  });

  it('writes a new story: the shared schema’s messages beside the fields, then one POST', async () => {
    const { api, user } = setup({
      'POST /api/admin/stories/images': () => ({ src: '/uploads/c-640.webp', width: 1, height: 1 }),
      'POST /api/admin/stories': (request) => ({
        story: { ...draft, ...(request.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New story' }));
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Block 1 text')).toHaveAccessibleDescription('Text is required');
    expect(api.calls()).not.toContain('POST /api/admin/stories');

    await user.type(screen.getByLabelText('Title'), 'A new well');
    await user.type(screen.getByLabelText('Slug'), 'new-well');
    await user.type(screen.getByLabelText('Excerpt'), 'Clean water.');
    await user.type(screen.getByLabelText('Tags'), 'Burundi, water');
    await fillCoverAndText(user, { alt: 'A well', text: 'It works.' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'A new well' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save story' }));
    await screen.findByRole('button', { name: 'New story' });
    expect(
      api.requests.find((r) => r.url.pathname === '/api/admin/stories' && r.method === 'POST')
        ?.body,
    ).toMatchObject({
      id: 'new-well',
      title: 'A new well',
      tags: ['Burundi', 'water'],
      image: '/uploads/c-640.webp',
      alt: 'A well',
      status: 'draft',
      content: [{ type: 'text', text: 'It works.' }],
    });
  });

  it('shows the server’s refusal of a taken slug beside the slug', async () => {
    const { user } = setup({
      'PATCH /api/admin/stories/draft-1': () =>
        jsonResponse({ error: 'id: A story with that slug already exists.' }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Edit A draft' }));
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'edu-1');
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription('A story with that slug already exists.'),
    );
    expect(slug).toHaveFocus();
  });

  it('edits the Swedish version beside the English texts and sends it whole', async () => {
    const sv = { title: 'Ett utkast', excerpt: 'Om utkastet.', blocks: ['Berättelsen.'] };
    const { api, user } = setup({
      'GET /api/admin/stories': () => ({ stories: [{ ...draft, sv }] }),
      'PATCH /api/admin/stories/draft-1': () => ({ story: draft }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit A draft' }));
    const version = screen.getByRole('group', { name: 'Swedish version (optional)' });
    expect(within(version).getByLabelText('Rubrik')).toHaveValue('Ett utkast');
    const block = screen.getByLabelText('Stycke 1 på svenska');
    expect(block).toHaveAttribute('lang', 'sv');
    await user.clear(block);
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    expect(block).toHaveFocus();
    expect(block).toHaveAccessibleDescription('Text is required');
    expect(api.calls()).not.toContain('PATCH /api/admin/stories/draft-1');

    await user.type(block, 'Den nya texten.');
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/admin/stories/draft-1'));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      sv: { ...sv, blocks: ['Den nya texten.'] },
    });
  });

  it('sends Swedish alt texts and captions for the pictures, where one is filled in', async () => {
    const sv = { title: 'Ett utkast', excerpt: 'Om utkastet.', blocks: ['Berättelsen.'] };
    const picture = { type: 'image' as const, src: '/uploads/c-640.webp', alt: 'Seedlings' };
    const withPicture = { ...draft, content: [...draft.content, picture], sv };
    const { api, user } = setup({
      'GET /api/admin/stories': () => ({ stories: [withPicture] }),
      'PATCH /api/admin/stories/draft-1': () => ({ story: withPicture }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit A draft' }));
    const alt = screen.getByLabelText('Bild 2: alternativtext på svenska (valfri)');
    expect(alt).toHaveAttribute('lang', 'sv');
    await user.type(alt, 'Plantor');
    await user.type(
      screen.getByLabelText('Alternativtext för omslagsbilden (valfri)'),
      'En kvinna',
    );
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/admin/stories/draft-1'));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      sv: { ...sv, alt: 'En kvinna', pictures: [{ alt: 'Plantor', caption: '' }] },
    });
  });

  it('deletes a story after confirming in a dialog', async () => {
    const { api, user } = setup({ 'DELETE /api/admin/stories/draft-1': () => ({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete A draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this story?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).not.toContain('DELETE /api/admin/stories/draft-1');

    await user.click(screen.getByRole('button', { name: 'Delete A draft' }));
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/admin/stories/draft-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('StoriesAdmin in Swedish', () => {
  it('writes a story in Swedish: labels, the schema’s messages and the blocks’ announcements', async () => {
    mockApi({ ...session(true), 'GET /api/admin/stories': () => ({ stories: [draft] }) });
    renderWithProviders(<StoriesAdmin />, { locale: 'sv' });
    const user = userEvent.setup();
    // The Swedish catalog's first use is slow on a busy machine: more time than the default 1 s.
    await screen.findByRole('button', { name: 'Publicera A draft' });
    await user.click(screen.getByRole('button', { name: 'Ny berättelse' }));
    await user.click(screen.getByRole('button', { name: 'Spara berättelsen' }));
    expect(screen.getByLabelText('Titel')).toHaveAccessibleDescription('Titel krävs');

    await user.click(screen.getByRole('button', { name: 'Lägg till textblock' }));
    expect(screen.getByText('Block 2 har lagts till.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flytta block 2 uppåt' }));
    expect(screen.getByText('Block 2 flyttades upp. Det är nu block 1.')).toBeInTheDocument();
  });
});
