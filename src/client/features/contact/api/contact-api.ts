import { apiFetch } from '#client/lib/api-client.ts';
import type { ContactMessageInput } from '#shared/schemas/contact.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';

/** POST /api/send-email: the form, the honeypot's value and the solved challenge. */
export function sendContactMessage(message: ContactMessageInput, honeypot: string, altcha: string) {
  return apiFetch<{ success: true }>('/api/send-email', {
    method: 'POST',
    json: { ...message, [HONEYPOT_FIELD]: honeypot, altcha },
  });
}
