import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { Event } from '#shared/content/events.ts';
import {
  type AdminEvent,
  type EventPatch,
  type eventInputSchema,
  scheduleProblem,
} from '#shared/schemas/events.ts';
import { calendarDay } from '#shared/stockholm.ts';
import { createImageService, type ImageDeps, processImage } from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { localizedError, notFound } from '../../lib/http-error.ts';
import type { ContentReader } from '../../lib/swedish-version.ts';
import {
  createEventsRepo,
  type EventChanges,
  type EventsRepo,
  type EventWithImage,
} from './repo.ts';
import { adminEvent, eventColumns, newEventRow, priceColumns, publicEvent } from './views.ts';

export const EVENT_NOT_FOUND = 'Event not found.';
const EVENT_MESSAGES = {
  idTaken: msg`Another event already has this address name. Please choose another.`,
  hasOrders: msg`Tickets have been ordered for this event, so it cannot be deleted. Unpublish it instead.`,
  pricesLocked: msg`Ticket prices cannot change once tickets have been ordered for the event.`,
  past: msg`This event has already taken place.`,
} as const;

/** The reader of an event outside the public calls (ticket orders, their e-mails): English. */
const ENGLISH: ContentReader = { admin: false, locale: 'en' };

/** Events: what visitors see (published, upcoming), and the admin's management of them. */
export function createEventsService(deps: ImageDeps) {
  const { db, clock } = deps;
  const repo = createEventsRepo(db);
  const images = createImageService(deps);
  /** Past means from the day after the end (or start) date, in Stockholm. */
  const today = () => calendarDay(clock.now());

  async function found(id: string): Promise<EventWithImage> {
    const row = await repo.find(id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return row;
  }

  async function adminView(id: string): Promise<AdminEvent> {
    return adminEvent(await found(id), images, today(), await repo.hasLiveOrders(id));
  }

  /** A published event, past ones too; drafts are not found. */
  async function get(id: string, reader: ContentReader = ENGLISH): Promise<Event> {
    const row = await repo.find(id);
    if (row?.status !== 'published') throw notFound(EVENT_NOT_FOUND);
    return publicEvent(row, images, today(), reader);
  }

  /** Refuses a change that would end the event before it starts, or reprice sold tickets. */
  async function checkChanges(events: EventsRepo, row: EventWithImage, changes: EventChanges) {
    const problem = scheduleProblem({
      startDate: changes.start_date ?? row.start_date,
      startTime: changes.start_time ?? row.start_time,
      endDate: changes.end_date === undefined ? row.end_date : changes.end_date,
      endTime: changes.end_time ?? row.end_time,
    });
    if (problem) throw localizedError(400, problem.message, problem.field);
    const repriced = Object.entries(priceColumns).find(
      ([, column]) => changes[column] !== undefined && changes[column] !== row[column],
    );
    if (repriced && (await events.hasLiveOrders(row.id))) {
      throw localizedError(409, EVENT_MESSAGES.pricesLocked, repriced[0]);
    }
  }

  return {
    /** Published events that have not taken place, soonest first. */
    async list(reader: ContentReader): Promise<Event[]> {
      const day = today();
      return (await repo.listPublishedFrom(day)).map((row) =>
        publicEvent(row, images, day, reader),
      );
    },

    get,

    /** An event tickets can be ordered for: published and not past. */
    async forSale(id: string): Promise<Event> {
      const event = await get(id);
      if (event.past) throw localizedError(409, EVENT_MESSAGES.past);
      return event;
    },

    /** Any stored event, whatever its state (a paid order's ticket e-mail). */
    async find(id: string): Promise<Event | undefined> {
      const row = await repo.find(id);
      return row && publicEvent(row, images, today(), ENGLISH);
    },

    async adminList(): Promise<AdminEvent[]> {
      const [rows, ordered] = await Promise.all([repo.listAll(), repo.withLiveOrders()]);
      const day = today();
      return rows.map((row) => adminEvent(row, images, day, ordered.has(row.id)));
    },

    async create(input: z.output<typeof eventInputSchema>): Promise<AdminEvent> {
      const inserted = await repo.insert(newEventRow(input, '', isoNow(clock)));
      if (!inserted) throw localizedError(409, EVENT_MESSAGES.idTaken, 'id');
      return adminView(input.id);
    },

    async update(id: string, patch: EventPatch): Promise<AdminEvent> {
      const changes = eventColumns(patch);
      await db.transaction().execute(async (trx) => {
        const events = createEventsRepo(trx);
        const row = await events.find(id);
        if (!row) throw notFound(EVENT_NOT_FOUND);
        await checkChanges(events, row, changes);
        await events.update(id, { ...changes, updated_at: isoNow(clock) });
      });
      return adminView(id);
    },

    /** Deletes an event no one has paid for or is paying for, with its lapsed orders and image. */
    async remove(id: string): Promise<void> {
      await images.write([], async (trx) => {
        const events = createEventsRepo(trx);
        if (await events.hasLiveOrders(id)) throw localizedError(409, EVENT_MESSAGES.hasOrders);
        await events.deleteLapsedOrders(id);
        const imageId = await events.delete(id);
        if (imageId === undefined) throw notFound(EVENT_NOT_FOUND);
        return { result: undefined, released: [imageId] };
      });
    },

    /** Stores an upload as the event's image (re-encoded, metadata stripped); null removes it. */
    async setImage(id: string, upload: Buffer | null): Promise<AdminEvent> {
      const processed = upload ? [await processImage(upload)] : [];
      await images.write(processed, async (trx, [imageId]) => {
        const before = await createEventsRepo(trx).setImage(id, imageId ?? null, isoNow(clock));
        if (before === undefined) throw notFound(EVENT_NOT_FOUND);
        return { result: undefined, released: [before] };
      });
      return adminView(id);
    },

    async setSpots(id: string, spotsLeft: number): Promise<Event> {
      if (!(await repo.setSpots(id, spotsLeft, isoNow(clock)))) throw notFound(EVENT_NOT_FOUND);
      return publicEvent(await found(id), images, today(), ENGLISH);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
