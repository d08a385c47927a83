import { type Event, events, findEvent } from '#shared/content/events.ts';
import type { Db } from '../../db/database.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import * as repo from './repo.ts';

export const EVENT_NOT_FOUND = 'Event not found.';

/** The built-in events with the database's live spots left. */
export function createEventsService(db: Db, clock: Clock) {
  return {
    /** Run once at start-up. */
    ensureRows: () => repo.ensureEventRows(db, events, isoNow(clock)),

    async list(): Promise<Event[]> {
      const spots = await repo.allSpots(db);
      return events.map((event) => ({ ...event, spotsLeft: spots.get(event.id) ?? 0 }));
    },

    async get(id: string): Promise<Event> {
      const event = findEvent(id);
      const spotsLeft = event && (await repo.spotsOf(db, id));
      if (!event || spotsLeft === undefined) throw notFound(EVENT_NOT_FOUND);
      return { ...event, spotsLeft };
    },

    async setSpots(id: string, spotsLeft: number): Promise<Event> {
      const event = findEvent(id);
      if (!event || !(await repo.setSpots(db, id, spotsLeft, isoNow(clock)))) {
        throw notFound(EVENT_NOT_FOUND);
      }
      return { ...event, spotsLeft };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
