import type { Volunteer, VolunteerApplication } from '#shared/schemas/volunteer.ts';
import type { VolunteerApplicationRow, VolunteerRow } from '../../db/tables/people.ts';

/** A volunteer row as the admin and the export see it. */
export function toVolunteer(row: VolunteerRow): Volunteer {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
  };
}

/** An application row with its interests read back from JSON. */
export function toApplication(row: VolunteerApplicationRow): VolunteerApplication {
  return { ...row, interests: JSON.parse(row.interests) as string[] };
}
