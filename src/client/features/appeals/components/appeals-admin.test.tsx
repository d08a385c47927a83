import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillCoverAndText, renderContentAdmin } from '#client/testing/content-admin.ts';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import { jsonResponse, type mockApi } from '#client/testing/mock-api.ts';
import type { AdminAppeal } from '#shared/schemas/appeals.ts';
import { AppealsAdmin } from './appeals-admin.tsx';

const well: AdminAppeal = {
  id: 7,
  slug: 'christmas-well',
  title: 'A well for Kibera',
  summary: 'Clean water for 400 families.',
  content: [{ type: 'text', text: 'The village walks two hours for water.' }],
  image: '/uploads/w-640.webp',
  alt: 'Children at a tap',
  startsOn: '2026-01-01',
  endsOn: '2026-01-31',
  status: 'draft',
  goalOre: 5_000_000,
  sv: null,
  progress: { raisedOre: 1_250_000, gifts: 12, goalOre: 5_000_000, daysLeft: 16, ended: false },
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

beforeAll(installDialogStandIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = (extra: Parameters<typeof renderContentAdmin>[1] = {}) =>
  renderContentAdmin(<AppealsAdmin />, {
    'GET /api/admin/appeals': () => ({ appeals: [well] }),
    ...extra,
  });

/** The body of the first call to the appeals with `method`. */
const bodyOf = (api: ReturnType<typeof mockApi>, method: string) =>
  api.requests.find(
    (request) => request.method === method && request.url.pathname.startsWith('/api/admin/appeals'),
  )?.body;

describe('AppealsAdmin', () => {
  it('lists the appeals with their progress and publishes a draft', async () => {
    const { api, user } = setup({ 'PATCH /api/admin/appeals/7': () => ({ appeal: well }) });
    const row = (await screen.findByText('A well for Kibera')).closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('progressbar', { name: 'Raised for A well for Kibera' }),
    ).toHaveAttribute('value', '1250000');
    expect(row).toHaveTextContent(/12\s500\skr of 50\s000\skr · 12 gifts/);
    expect(within(row).getByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish A well for Kibera' }));
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/admin/appeals/7'));
    expect(bodyOf(api, 'PATCH')).toEqual({ status: 'published' });
  });

  it('writes a new appeal: the schema’s messages first, then one POST with the goal in kronor', async () => {
    const { api, user } = setup({
      'POST /api/admin/stories/images': () => ({ src: '/uploads/c-640.webp', width: 1, height: 1 }),
      'POST /api/admin/appeals': () => jsonResponse({ appeal: well }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New appeal' }));
    await user.click(screen.getByRole('button', { name: 'Save appeal' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Goal (kr)')).toHaveAccessibleDescription(
      'The goal must be a number of kronor.',
    );
    expect(api.calls()).not.toContain('POST /api/admin/appeals');

    await user.type(screen.getByLabelText('Title'), 'School desks');
    await user.type(screen.getByLabelText('Slug'), 'school-desks');
    await user.type(screen.getByLabelText('Summary'), 'Desks for 30 classrooms.');
    await fillCoverAndText(user, { alt: 'A classroom', text: 'Children sit on the floor.' });
    await user.type(screen.getByLabelText('Stycke 1 på svenska'), 'Barnen sitter på golvet.');
    const version = screen.getByRole('group', { name: 'Swedish version (optional)' });
    await user.type(within(version).getByLabelText('Rubrik'), 'Skolbänkar');
    await user.type(within(version).getByLabelText('Sammanfattning'), 'Bänkar till 30 klassrum.');
    await user.type(screen.getByLabelText('Goal (kr)'), '40000');
    await user.selectOptions(screen.getByLabelText('State'), 'Published');
    // An image block has no Swedish texts: an appeal's Swedish version has none.
    await user.click(screen.getByRole('button', { name: 'Add image block' }));
    expect(screen.queryByLabelText(/Bild 2/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove block 2' }));

    await user.click(screen.getByRole('button', { name: 'Save appeal' }));
    await screen.findByRole('button', { name: 'New appeal' });
    expect(bodyOf(api, 'POST')).toMatchObject({
      slug: 'school-desks',
      title: 'School desks',
      image: '/uploads/c-640.webp',
      goal: 40_000,
      status: 'published',
      content: [{ type: 'text', text: 'Children sit on the floor.' }],
      sv: {
        title: 'Skolbänkar',
        summary: 'Bänkar till 30 klassrum.',
        blocks: ['Barnen sitter på golvet.'],
      },
    });
  });

  it('edits an appeal, its goal shown in kronor', async () => {
    const { api, user } = setup({ 'PATCH /api/admin/appeals/7': () => ({ appeal: well }) });
    await user.click(await screen.findByRole('button', { name: 'Edit A well for Kibera' }));
    expect(screen.getByLabelText('Goal (kr)')).toHaveValue(50_000);
    const ends = screen.getByLabelText('End date');
    await user.clear(ends);
    await user.type(ends, '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Save appeal' }));
    await waitFor(() =>
      expect(ends).toHaveAccessibleDescription('The end date must not be before the start date'),
    );
    await user.clear(ends);
    await user.type(ends, '2026-02-15');
    await user.click(screen.getByRole('button', { name: 'Save appeal' }));
    await waitFor(() => expect(api.calls()).toContain('PATCH /api/admin/appeals/7'));
    expect(bodyOf(api, 'PATCH')).toMatchObject({ goal: 50_000, endsOn: '2026-02-15', sv: null });
    // Back in the list, focus is on the appeal's Edit button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit A well for Kibera' })).toHaveFocus(),
    );
  });

  it('says why an appeal with gifts cannot be deleted', async () => {
    const refusal = 'This appeal has gifts or fundraisers: mark it as ended instead.';
    const { user } = setup({
      'DELETE /api/admin/appeals/7': () => jsonResponse({ error: refusal }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Delete A well for Kibera' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this appeal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete appeal' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });
});
