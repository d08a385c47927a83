import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import {
  type Volunteer,
  type VolunteerApplication,
  type VolunteerMutationResponse,
  volunteerApplicationRequestSchema,
  volunteerRecordSchema,
} from '#shared/schemas/volunteer.ts';
import { sendCsv, toCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/http-error.ts';
import { limitPerClient, RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validation.ts';
import { listApplications, listVolunteers } from './repo.ts';
import { createVolunteerService, toApplication, toVolunteer } from './service.ts';

const idSchema = z.coerce
  .number({ error: 'The volunteer id must be a positive whole number.' })
  .int()
  .positive();
const idQuerySchema = z.object({ id: idSchema });
const updateSchema = volunteerRecordSchema.extend({ id: idSchema.optional() });

export async function volunteerRoutes(app: FastifyInstance) {
  const { db, clock, mailer, config } = app.deps;
  const volunteers = createVolunteerService({ db, clock, mailer, notifyEmail: config.notifyEmail });
  const perClient = new RateLimiter({ limit: 8, windowMs: 15 * 60_000, clock });
  const admin = { preHandler: app.requireAdmin };

  app.post(
    '/volunteer.php',
    { preHandler: [limitPerClient(perClient), app.requireSolvedChallenge] },
    async (request) => {
      const { [HONEYPOT_FIELD]: honeypot, ...application } = parseInput(
        volunteerApplicationRequestSchema,
        request.body,
      );
      if (honeypot) {
        request.log.info('volunteer form honeypot filled in: application dropped');
        return { success: true };
      }
      await volunteers.apply(application);
      return { success: true };
    },
  );

  // The admin's volunteer list, as the spec calls it.
  app.get('/volunteers', admin, async (_request, reply): Promise<Volunteer[]> => {
    reply.header('cache-control', 'no-store');
    return (await listVolunteers(db)).map(toVolunteer);
  });

  app.post('/volunteers', admin, async (request): Promise<VolunteerMutationResponse> => {
    const id = await volunteers.addVolunteer(parseInput(volunteerRecordSchema, request.body));
    return { success: true, id };
  });

  app.put('/volunteers', admin, async (request): Promise<VolunteerMutationResponse> => {
    const { id } = parseInput(idQuerySchema, request.query);
    const { id: bodyId, ...fields } = parseInput(updateSchema, request.body);
    if (bodyId !== undefined && bodyId !== id) {
      throw badRequest('The id in the body does not match the id in the address.');
    }
    await volunteers.updateVolunteer(id, fields);
    return { success: true };
  });

  app.delete('/volunteers', admin, async (request): Promise<VolunteerMutationResponse> => {
    const { id } = parseInput(idQuerySchema, request.query);
    await volunteers.removeVolunteer(id);
    return { success: true };
  });

  app.get(
    '/admin/applications',
    admin,
    async (): Promise<VolunteerApplication[]> => (await listApplications(db)).map(toApplication),
  );

  app.post<{ Params: { id: string } }>(
    '/admin/applications/:id/volunteer',
    admin,
    async (request): Promise<VolunteerMutationResponse> => {
      const { id } = parseInput(idQuerySchema, request.params);
      return { success: true, id: await volunteers.addApplicationToVolunteers(id) };
    },
  );

  app.get('/admin/export/volunteers.csv', admin, async (_request, reply) => {
    const rows = await listVolunteers(db);
    const csv = toCsv(
      ['Full name', 'Email', 'Phone number', 'Address'],
      rows.map((v) => [v.full_name, v.email, v.phone, v.address]),
    );
    return sendCsv(reply, 'volunteers', clock.now(), csv);
  });

  app.get('/admin/export/applications.csv', admin, async (_request, reply) => {
    const rows = (await listApplications(db)).map(toApplication);
    const csv = toCsv(
      [
        'Received',
        'Name',
        'Email',
        'Phone',
        'City and country',
        'Availability',
        'Interests',
        'Motivation',
        'Added to volunteers',
      ],
      rows.map((a) => [
        a.created_at,
        a.name,
        a.email,
        a.phone,
        a.location,
        a.availability,
        a.interests.join(', '),
        a.motivation,
        a.volunteer_id === null ? 'No' : 'Yes',
      ]),
    );
    return sendCsv(reply, 'applications', clock.now(), csv);
  });
}
