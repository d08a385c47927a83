import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** A message sent through the contact form. Optional fields are '' when left empty. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: Timestamp;
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
}

/** The admin's own list of volunteers (the spec's field names). */
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

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type VolunteerApplicationRow = Selectable<VolunteerApplicationsTable>;
export type VolunteerRow = Selectable<VolunteersTable>;
