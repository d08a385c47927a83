import type { Generated, Selectable } from 'kysely';
import type { Locale } from '#shared/i18n/locale.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** A message sent through the contact form. Optional fields are '' when left empty. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  /** The language of the page it was sent from: its sender's e-mails are written in it. */
  locale: Generated<Locale>;
  /** When the admin marked it read; null while unread (migration 031). */
  read_at: Timestamp | null;
}

export interface VolunteerApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  location: string;
  availability: string;
  /** JSON array of the chosen interests. */
  interests: string;
  motivation: string;
  /** The volunteer record made from this application, once the admin has added it. */
  volunteer_id: number | null;
  created_at: Timestamp;
  /** The language of the page it came from: the person's e-mails are written in it. */
  locale: Generated<Locale>;
}

/** The admin's own list of volunteers (the field names of docs/product.md, part 2, Entities). */
export interface VolunteersTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string;
  address: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PeopleTables {
  contact_messages: ContactMessagesTable;
  volunteer_applications: VolunteerApplicationsTable;
  volunteers: VolunteersTable;
}

export const peopleColumns = {
  contact_messages: {
    id: true,
    name: true,
    email: true,
    phone: true,
    subject: true,
    message: true,
    created_at: true,
    locale: true,
    read_at: true,
  },
  volunteer_applications: {
    id: true,
    name: true,
    email: true,
    phone: true,
    location: true,
    availability: true,
    interests: true,
    motivation: true,
    volunteer_id: true,
    created_at: true,
    locale: true,
  },
  volunteers: {
    id: true,
    full_name: true,
    email: true,
    phone: true,
    address: true,
    created_at: true,
    updated_at: true,
  },
} satisfies TableColumnNames<PeopleTables>;

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type VolunteerApplicationRow = Selectable<VolunteerApplicationsTable>;
export type VolunteerRow = Selectable<VolunteersTable>;
