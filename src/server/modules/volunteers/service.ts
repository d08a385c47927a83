import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { oneLine } from '#shared/schemas/fields.ts';
import type {
  Volunteer,
  VolunteerApplication,
  volunteerApplicationSchema,
} from '#shared/schemas/volunteer.ts';
import type { Db } from '../../db/database.ts';
import type { VolunteerApplicationRow, VolunteerRow } from '../../db/tables/people.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../outbox/mailer.ts';
import type { PersonalDataProvider } from '../personal-data/provider.ts';
import {
  deleteApplicationsBefore,
  deleteApplicationsByEmail,
  deleteVolunteer,
  deleteVolunteersByEmail,
  findApplication,
  findApplicationsByEmail,
  findVolunteersByEmail,
  insertApplication,
  insertVolunteer,
  linkApplicationToVolunteer,
  updateVolunteer,
  type VolunteerFields,
} from './repo.ts';

export type ApplicationData = z.output<typeof volunteerApplicationSchema>;

const alreadyAdded = () => new HttpError(409, 'This application is already in the volunteer list.');
const volunteerNotFound = () => notFound('This volunteer no longer exists.');

export function createVolunteerService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  notifyEmail: string;
}) {
  const { db, clock, mailer, notifyEmail } = deps;
  return {
    /** Stores the application first, then queues it for the organisation and a receipt for the applicant. */
    async apply(application: ApplicationData): Promise<number> {
      const id = await insertApplication(db, {
        ...application,
        interests: JSON.stringify(application.interests),
        volunteer_id: null,
        created_at: isoNow(clock),
      });
      await mailer.send({
        to: notifyEmail,
        replyTo: application.email,
        subject: oneLine(`Volunteer application: ${application.name}`),
        text: organisationText(application),
      });
      await mailer.send({
        to: application.email,
        subject: `Thank you for applying to volunteer with ${brand.name}`,
        text: applicantText(),
      });
      return id;
    },

    /** Makes a volunteer record from an application, once. */
    addApplicationToVolunteers(applicationId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const application = await findApplication(trx, applicationId);
        if (!application) throw notFound('This application no longer exists.');
        if (application.volunteer_id !== null) throw alreadyAdded();
        const volunteerId = await insertVolunteer(
          trx,
          {
            full_name: application.name,
            email: application.email,
            phone: application.phone,
            address: application.location,
          },
          isoNow(clock),
        );
        // Two clicks at once: the second finds the link made and rolls its record back.
        if (!(await linkApplicationToVolunteer(trx, applicationId, volunteerId))) {
          throw alreadyAdded();
        }
        return volunteerId;
      });
    },

    addVolunteer(fields: VolunteerFields): Promise<number> {
      return insertVolunteer(db, fields, isoNow(clock));
    },

    async updateVolunteer(id: number, fields: VolunteerFields): Promise<void> {
      if (!(await updateVolunteer(db, id, fields, isoNow(clock)))) throw volunteerNotFound();
    },

    async removeVolunteer(id: number): Promise<void> {
      if (!(await deleteVolunteer(db, id))) throw volunteerNotFound();
    },
  };
}

export function toVolunteer(row: VolunteerRow): Volunteer {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
  };
}

export function toApplication(row: VolunteerApplicationRow): VolunteerApplication {
  return { ...row, interests: JSON.parse(row.interests) as string[] };
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

/** Repeats nothing the applicant typed (see the contact receipt for why). */
function applicantText(): string {
  return [
    'Hello,',
    '',
    `Thank you for applying to volunteer with ${brand.name}. We have received your application.`,
    'We review every application within 3-7 days, and a coordinator may call you for a short chat.',
    'Training is provided for all roles.',
    '',
    'If you did not apply, you can ignore this e-mail.',
    '',
    brand.name,
    `${brand.email} | ${brand.phone}`,
  ].join('\n');
}

export const volunteerApplicationsData: PersonalDataProvider = {
  name: 'volunteerApplications',
  find: async (db, email) => (await findApplicationsByEmail(db, email)).map(toApplication),
  erase: deleteApplicationsByEmail,
  purgeBefore: deleteApplicationsBefore,
};

/** Volunteer records are the admin's working list: kept until the admin or the person removes them. */
export const volunteerRecordsData: PersonalDataProvider = {
  name: 'volunteers',
  find: async (db, email) => (await findVolunteersByEmail(db, email)).map(toVolunteer),
  erase: deleteVolunteersByEmail,
};
