import { type Event, events, findEvent } from '#shared/content/events.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { createEventsRepo } from './repo.ts';

export const EVENT_NOT_FOUND = 'Event not found.';

/** The built-in events with the database's live spots left. */
export function createEventsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = createEventsRepo(db);
  return {
    /** Run once at start-up. */
    ensureRows: () => repo.ensureRows(events, isoNow(clock)),

    async list(): Promise<Event[]> {
      const spots = await repo.allSpots();
      return events.map((event) => ({ ...event, spotsLeft: spots.get(event.id) ?? 0 }));
    },

    async get(id: string): Promise<Event> {
      const event = findEvent(id);
      const spotsLeft = event && (await repo.spotsOf(id));
      if (!event || spotsLeft === undefined) throw notFound(EVENT_NOT_FOUND);
      return { ...event, spotsLeft };
    },

    async setSpots(id: string, spotsLeft: number): Promise<Event> {
      const event = findEvent(id);
      if (!event || !(await repo.setSpots(id, spotsLeft, isoNow(clock)))) {
        throw notFound(EVENT_NOT_FOUND);
      }
      return { ...event, spotsLeft };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
