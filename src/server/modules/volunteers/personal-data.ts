import { emailRecordsProvider } from '../personal-data/index.ts';
import { toApplication, toVolunteer } from './records.ts';

/** Applications from the volunteer form: purged after the retention period. */
export const volunteerApplicationsData = emailRecordsProvider({
  name: 'volunteerApplications',
  table: 'volunteer_applications',
  purge: true,
  toRecord: toApplication,
});

/** Volunteer records are the admin's working list: kept until the admin or the person removes them. */
export const volunteerRecordsData = emailRecordsProvider({
  name: 'volunteers',
  table: 'volunteers',
  purge: false,
  toRecord: toVolunteer,
});
