import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { oneLine } from '#shared/schemas/fields.ts';
import type { volunteerApplicationSchema } from '#shared/schemas/volunteer.ts';
import { isoNow } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { type FormDeps, storeThenNotify } from '../../lib/stored-form.ts';
import { toApplication, toVolunteer } from './records.ts';
import { createVolunteerRepo, type VolunteerFields } from './repo.ts';

export type ApplicationData = z.output<typeof volunteerApplicationSchema>;

const alreadyAdded = () => new HttpError(409, 'This application is already in the volunteer list.');
const volunteerNotFound = () => notFound('This volunteer no longer exists.');

export function createVolunteerService(deps: FormDeps) {
  const { db, clock } = deps;
  const repo = createVolunteerRepo(db);
  return {
    /**
     * Stores the application with the language it was written from, then queues it for the
     * organisation (in English) and a receipt for the applicant in their language.
     */
    apply: (application: ApplicationData, locale: Locale = 'en'): Promise<number> =>
      storeThenNotify(deps, {
        store: (createdAt) =>
          repo.insertApplication({
            ...application,
            interests: JSON.stringify(application.interests),
            volunteer_id: null,
            created_at: createdAt,
            locale,
          }),
        senderEmail: application.email,
        organisation: {
          subject: oneLine(`Volunteer application: ${application.name}`),
          text: organisationText(application),
        },
        receipt: { ...receipt(i18nFor(locale)), locale },
      }),

    listApplications: async () => (await repo.listApplications()).map(toApplication),

    /** Makes a volunteer record from an application, once. */
    addApplicationToVolunteers(applicationId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const inTransaction = createVolunteerRepo(trx);
        const application = await inTransaction.findApplication(applicationId);
        if (!application) throw notFound('This application no longer exists.');
        if (application.volunteer_id !== null) throw alreadyAdded();
        const volunteerId = await inTransaction.insertVolunteer(
          {
            full_name: application.name,
            email: application.email,
            phone: application.phone,
            address: application.location,
          },
          isoNow(clock),
        );
        // Two clicks at once: the second finds the link made and rolls its record back.
        if (!(await inTransaction.linkApplication(applicationId, volunteerId))) {
          throw alreadyAdded();
        }
        return volunteerId;
      });
    },

    listVolunteers: async () => (await repo.listVolunteers()).map(toVolunteer),

    addVolunteer: (fields: VolunteerFields): Promise<number> =>
      repo.insertVolunteer(fields, isoNow(clock)),

    /** `bodyId`: the id the form sent along, which must be the one in the address. */
    async updateVolunteer(
      id: number,
      { id: bodyId, ...fields }: VolunteerFields & { id?: number },
    ) {
      if (bodyId !== undefined && bodyId !== id) {
        throw badRequest('The id in the body does not match the id in the address.');
      }
      if (!(await repo.updateVolunteer(id, fields, isoNow(clock)))) throw volunteerNotFound();
    },

    async removeVolunteer(id: number): Promise<void> {
      if (!(await repo.deleteVolunteer(id))) throw volunteerNotFound();
    },

    async volunteersCsv(): Promise<string> {
      const rows = await repo.listVolunteers();
      return toCsv(
        ['Full name', 'Email', 'Phone number', 'Address'],
        rows.map((v) => [v.full_name, v.email, v.phone, v.address]),
      );
    },

    async applicationsCsv(): Promise<string> {
      const rows = (await repo.listApplications()).map(toApplication);
      return toCsv(APPLICATION_CSV_HEADER, rows.map(applicationCsvRow));
    },
  };
}

export type VolunteerService = ReturnType<typeof createVolunteerService>;

const APPLICATION_CSV_HEADER = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'City and country',
  'Availability',
  'Interests',
  'Motivation',
  'Added to volunteers',
];

function applicationCsvRow(a: ReturnType<typeof toApplication>) {
  return [
    a.created_at,
    a.name,
    a.email,
    a.phone,
    a.location,
    a.availability,
    a.interests.join(', '),
    a.motivation,
    a.volunteer_id === null ? 'No' : 'Yes',
  ];
}

function organisationText(application: ApplicationData): string {
  return [
    `A volunteer application from the website of ${brand.name}.`,
    '',
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone || '-'}`,
    `City and country: ${application.location}`,
    `Availability: ${application.availability}`,
    `Interests: ${application.interests.join(', ') || '-'}`,
    '',
    'Motivation:',
    application.motivation,
    '',
    'The application is in the admin dashboard under Applications.',
  ].join('\n');
}

const { name } = brand;

/** The applicant's receipt, in their language. Repeats nothing the applicant typed (see the contact receipt for why). */
function receipt(i18n: I18n): { subject: string; text: string } {
  return {
    subject: i18n._(msg`Thank you for applying to volunteer with ${name}`),
    text: [
      i18n._(msg`Hello,`),
      '',
      i18n._(
        msg`Thank you for applying to volunteer with ${name}. We have received your application.`,
      ),
      i18n._(
        msg`We review every application within 3-7 days, and a coordinator may call you for a short chat.`,
      ),
      i18n._(msg`Training is provided for all roles.`),
      '',
      i18n._(msg`If you did not apply, you can ignore this e-mail.`),
      '',
      brand.name,
      `${brand.email} | ${brand.phone}`,
    ].join('\n'),
  };
}
