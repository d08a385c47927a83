import { apiFetch } from '#client/lib/api-client.ts';
import type {
  Volunteer,
  VolunteerApplication,
  VolunteerMutationResponse,
  VolunteerRecordInput,
} from '#shared/schemas/volunteer.ts';

export const volunteersKey = ['admin', 'volunteers'] as const;
export const applicationsKey = ['admin', 'applications'] as const;

export const fetchVolunteers = () => apiFetch<Volunteer[]>('/api/volunteers');

/** POST for a new volunteer, PUT for the one being edited (the calls of docs/product.md, part 2). */
export function saveVolunteer(id: number | null, fields: VolunteerRecordInput) {
  return id === null
    ? apiFetch<VolunteerMutationResponse>('/api/volunteers', { method: 'POST', json: fields })
    : apiFetch<VolunteerMutationResponse>(`/api/volunteers?id=${id}`, {
        method: 'PUT',
        json: { id, ...fields },
      });
}

export const deleteVolunteer = (id: number) =>
  apiFetch<VolunteerMutationResponse>(`/api/volunteers?id=${id}`, { method: 'DELETE' });

export const fetchApplications = () => apiFetch<VolunteerApplication[]>('/api/admin/applications');

export const addApplicationToVolunteers = (id: number) =>
  apiFetch<VolunteerMutationResponse>(`/api/admin/applications/${id}/volunteer`, {
    method: 'POST',
  });
