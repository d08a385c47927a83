import { apiFetch } from '#client/lib/api-client.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import type { VolunteerApplicationInput } from '#shared/schemas/volunteer.ts';

/** POST /api/volunteer.php: the application, the honeypot's value and the solved challenge. */
export function submitApplication(
  application: VolunteerApplicationInput,
  honeypot: string,
  altcha: string,
) {
  return apiFetch<{ success: true }>('/api/volunteer.php', {
    method: 'POST',
    json: { ...application, [HONEYPOT_FIELD]: honeypot, altcha },
  });
}
