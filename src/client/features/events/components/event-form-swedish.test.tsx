import { describeSwedishVersionForm } from '#client/testing/swedish-version-form.tsx';
import type { AdminEvent } from '#shared/schemas/events.ts';
import { fixtureWalk } from '../lib/events.fixture.ts';
import { EventForm } from './event-form.tsx';

const event: AdminEvent = {
  ...fixtureWalk,
  status: 'published',
  hasUploadedImage: false,
  hasOrders: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describeSwedishVersionForm('event', {
  ui: () => <EventForm event={event} onClose={() => {}} />,
  call: `PATCH /api/admin/events/${event.id}`,
  answer: { event },
  fill: async () => {},
  submit: 'Save',
  swedish: { Rubrik: 'Vårvandring', Beskrivning: 'Vi går tillsammans.' },
});
