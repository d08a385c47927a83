import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFundraiser } from '#client/testing/appeals.ts';
import { jsonResponse, mockApi } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { OwnFundraiser } from '#shared/schemas/appeals.ts';
import { MyFundraisers } from './my-fundraisers.tsx';

const own = (fields: Partial<OwnFundraiser>): OwnFundraiser => ({
  ...testFundraiser,
  id: 1,
  status: 'approved',
  declineReason: null,
  emailPerGift: false,
  closedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const signedIn = { 'GET /api/my-gifts/session': () => ({ email: 'erik@example.org' }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My fundraisers', () => {
  it('sends a visitor who is not signed in to My gifts for a link', async () => {
    const api = mockApi({ 'GET /api/my-gifts/session': () => ({ email: null }) });
    renderWithProviders(<MyFundraisers />);
    expect(await screen.findByRole('link', { name: 'My gifts' })).toHaveAttribute(
      'href',
      '/my-gifts',
    );
    expect(api.calls()).toEqual(['GET /api/my-gifts/session']);
  });

  it('says where each fundraiser stands, with a declined one’s reason', async () => {
    mockApi({
      ...signedIn,
      'GET /api/my-fundraisers': () => ({
        fundraisers: [
          own({ id: 1, title: 'Waiting one', status: 'pending' }),
          own({ id: 2, title: 'Declined one', status: 'declined', declineReason: 'No text.' }),
          own({ id: 3, title: 'Public one' }),
          own({ id: 4, title: 'Closed one', closedAt: '2026-11-20T10:00:00.000Z' }),
        ],
      }),
    });
    renderWithProviders(<MyFundraisers />);
    const card = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await card('Waiting one')).getByText('Waiting for approval')).toBeVisible();
    expect((await card('Declined one')).getByText(/No text\./)).toBeVisible();
    const open = await card('Public one');
    expect(open.getByText('Public: taking gifts')).toBeVisible();
    expect(open.getByRole('button', { name: 'Close the fundraiser early' })).toBeVisible();
    const closed = await card('Closed one');
    expect(closed.getByText('Closed')).toBeVisible();
    expect(closed.queryByRole('button', { name: 'Close the fundraiser early' })).toBeNull();
  });

  it('posts a thank-you update and saves the choice of an e-mail per gift', async () => {
    const api = mockApi({
      ...signedIn,
      'GET /api/my-fundraisers': () => ({ fundraisers: [own({})] }),
      'POST /api/my-fundraisers/1/updates': ({ body }) => ({
        fundraiser: own({ updates: [{ text: (body as { text: string }).text, at: 'x' }] }),
      }),
      'PATCH /api/my-fundraisers/1': () => ({ fundraiser: own({ emailPerGift: true }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFundraisers />);
    await user.type(
      await screen.findByLabelText('A thank-you or news for your givers'),
      'Thank you all!',
    );
    await user.click(screen.getByRole('button', { name: 'Post the update' }));
    expect(await screen.findByText('Your update is on the page.')).toBeVisible();
    expect(screen.getByLabelText('A thank-you or news for your givers')).toHaveValue('');

    await user.click(screen.getByRole('checkbox', { name: 'E-mail me about each gift' }));
    expect(await screen.findByText('Your choice is saved.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'E-mail me about each gift' })).toBeChecked();
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([
      { text: 'Thank you all!' },
      { emailPerGift: true },
    ]);
  });

  it('saves the text and removes the photo', async () => {
    const photo = { url: '/uploads/f-640.webp', srcset: '', width: 640, height: 480 };
    const api = mockApi({
      ...signedIn,
      'GET /api/my-fundraisers': () => ({ fundraisers: [own({ image: photo })] }),
      'PATCH /api/my-fundraisers/1': () => ({
        fundraiser: own({ title: 'Erik turns 50', image: photo }),
      }),
      'DELETE /api/my-fundraisers/1/photo': () => ({ fundraiser: own({ image: null }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFundraisers />);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Erik turns 50');
    await user.click(screen.getByRole('button', { name: 'Save the text' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(await screen.findByText('The photo is removed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove the photo' })).toBeNull();
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([
      { title: 'Erik turns 50', story: testFundraiser.story },
      undefined,
    ]);
  });

  it("keeps an update the server refused, with the server's reason", async () => {
    mockApi({
      ...signedIn,
      'GET /api/my-fundraisers': () => ({ fundraisers: [own({})] }),
      'POST /api/my-fundraisers/1/updates': () =>
        jsonResponse({ error: 'Please leave out links and images.' }, 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyFundraisers />);
    const text = await screen.findByLabelText('A thank-you or news for your givers');
    await user.type(text, 'See www.example.com');
    await user.click(screen.getByRole('button', { name: 'Post the update' }));
    expect(await screen.findByText('Please leave out links and images.')).toBeVisible();
    expect(text).toHaveValue('See www.example.com');
  });
});
