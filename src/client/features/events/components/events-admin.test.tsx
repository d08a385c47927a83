import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { AdminEvent } from '#shared/schemas/events.ts';
import { fixtureWalk } from '../lib/events.fixture.ts';
import { EventsAdmin } from './events-admin.tsx';

const walk: AdminEvent = {
  ...fixtureWalk,
  status: 'published',
  hasUploadedImage: false,
  hasOrders: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const draft: AdminEvent = {
  ...walk,
  id: 'spring-concert',
  title: 'Spring Concert',
  status: 'draft',
  hasOrders: false,
};

beforeAll(installDialogStandIn);
afterEach(() => vi.unstubAllGlobals());

async function fillNewEvent(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  await user.type(field('Title'), 'Spring Concert');
  await user.type(field(/Address name/), 'spring-concert');
  await user.type(field('Start date'), '2027-03-20');
  await user.type(field('Start time'), '19:00');
  await user.type(field('End time'), '21:00');
  await user.type(field('Place'), 'Hoppets kyrka');
  await user.type(field('City'), 'Göteborg');
  await user.type(field('Description'), 'Songs of spring.');
  await user.clear(field('Adult (20+ years)'));
  await user.type(field('Adult (20+ years)'), '120.50');
  await user.clear(field('Spots left'));
  await user.type(field('Spots left'), '50');
}

describe('EventsAdmin', () => {
  it('lists every event with its date, state and spots', async () => {
    mockApi({ ...session(true), 'GET /api/admin/events': () => ({ events: [walk, draft] }) });
    renderWithProviders(<EventsAdmin />);
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Community Food Walk');
    expect(first).toHaveTextContent('12 June 2027, 11:00–15:00');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('8');
    expect(within(first!).getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      '/events/community-food-walk',
    );
    expect(second).toHaveTextContent('Draft');
    expect(within(second!).getByRole('button', { name: /^Publish/ })).toBeInTheDocument();
  });

  it('checks the form with the shared schema, shows the server’s refusal beside its field, then saves', async () => {
    let refuse = true;
    const api = mockApi({
      ...session(true),
      'GET /api/admin/events': () => ({ events: [] }),
      'POST /api/admin/events': () =>
        refuse
          ? jsonResponse({ error: 'id: Another event already has this address name.' }, 409)
          : jsonResponse({ event: draft }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />);
    await screen.findByText('No events yet.');
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = screen.getByRole('dialog', { name: 'New event' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Please enter the title.');
    expect(api.calls()).toEqual(['GET /api/admin/events']);

    await fillNewEvent(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const slug = within(dialog).getByLabelText(/Address name/);
    await vi.waitFor(() =>
      expect(slug).toHaveAccessibleDescription('Another event already has this address name.'),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      id: 'spring-concert',
      title: 'Spring Concert',
      startDate: '2027-03-20',
      endDate: null,
      priceAdult: 120.5,
      priceYouth: 0,
      spotsLeft: 50,
      status: 'draft',
    });

    refuse = false;
    await user.clear(slug);
    await user.type(slug, 'spring-concert-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Spring Concert”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the spots out of an edit that did not change them, so tickets sold meanwhile stay sold', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/admin/events': () => ({ events: [draft] }),
      'PATCH /api/admin/events/spring-concert': () => ({ event: draft }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Edit Spring Concert' }));
    const dialog = screen.getByRole('dialog');
    const patches = () => api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

    await user.type(within(dialog).getByLabelText('Title'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({ title: 'Spring Concert!' });
    expect(patches()[0]).not.toHaveProperty('spotsLeft');

    await user.click(await screen.findByRole('button', { name: 'Edit Spring Concert' }));
    const again = screen.getByRole('dialog');
    await user.clear(within(again).getByLabelText('Spots left'));
    await user.type(within(again).getByLabelText('Spots left'), '12');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toMatchObject({ spotsLeft: 12 });
  });

  it('asks before deleting, and shows why an event with orders cannot go', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/admin/events': () => ({ events: [walk] }),
      'DELETE /api/admin/events/community-food-walk': () =>
        jsonResponse(
          {
            error:
              'Tickets have been ordered for this event, so it cannot be deleted. Unpublish it instead.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Community Food Walk' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Community Food Walk”?' });
    expect(api.calls()).toEqual(['GET /api/admin/events']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Unpublish it instead.'),
    );
  });

  it('previews a draft with its card and page, with no ticket selector', async () => {
    mockApi({ ...session(true), 'GET /api/admin/events': () => ({ events: [draft] }) });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Preview Spring Concert' }));
    const dialog = screen.getByRole('dialog', { name: /Preview of “Spring Concert”/ });
    expect(
      within(dialog).getByRole('heading', { level: 1, name: 'Spring Concert' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tickets can be ordered here once the event is published.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Order tickets' })).not.toBeInTheDocument();
  });

  it('previews a draft’s Swedish version, marked lang="sv", on request', async () => {
    const sv = { title: 'Vårkonsert', description: 'Sång och musik.' };
    mockApi({ ...session(true), 'GET /api/admin/events': () => ({ events: [{ ...draft, sv }] }) });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Preview Spring Concert' }));
    const dialog = screen.getByRole('dialog', { name: /Preview of “Spring Concert”/ });
    const swedish = within(dialog).getByRole('button', { name: 'Svenska' });
    expect(swedish).toHaveAttribute('aria-pressed', 'false');
    await user.click(swedish);
    expect(swedish).toHaveAttribute('aria-pressed', 'true');
    const heading = within(dialog).getByRole('heading', { level: 1, name: 'Vårkonsert' });
    expect(heading).toHaveAttribute('lang', 'sv');
    expect(within(dialog).getByText('Sång och musik.')).toHaveAttribute('lang', 'sv');
    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    expect(
      within(dialog).getByRole('heading', { level: 1, name: 'Spring Concert' }),
    ).toBeInTheDocument();
  });
});

describe('EventsAdmin in Swedish', () => {
  it('lists the events, links to Swedish pages and checks the form in Swedish', async () => {
    mockApi({ ...session(true), 'GET /api/admin/events': () => ({ events: [walk] }) });
    const user = userEvent.setup();
    renderWithProviders(<EventsAdmin />, { locale: 'sv' });
    // The Swedish catalog's first use is slow on a busy machine: more time than the default 1 s.
    const table = await screen.findByRole('region', { name: 'Alla evenemang' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Evenemang', 'Datum', 'Status', 'Platser kvar', 'Åtgärder']);
    expect(within(table).getByText('Publicerad')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', {
        name: 'Förhandsvisa Community Food Walk (öppnas i en ny flik)',
      }),
    ).toHaveAttribute('href', '/sv/events/community-food-walk');

    await user.click(screen.getByRole('button', { name: 'Nytt evenemang' }));
    const dialog = screen.getByRole('dialog', { name: 'Nytt evenemang' });
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(within(dialog).getByLabelText('Titel')).toHaveAccessibleDescription('Ange titeln.');
  });
});
