import { apiFetch } from '#client/lib/api-client.ts';
import type {
  StartSwishInput,
  StartSwishResponse,
  SwishStatusResponse,
} from '#shared/schemas/swish.ts';

/** The Swish calls: start a request, follow it, stop it. */
export const swishApi = {
  start: (input: StartSwishInput) =>
    apiFetch<StartSwishResponse>('/api/donations/swish', { method: 'POST', json: input }),
  status: (id: string) => apiFetch<SwishStatusResponse>(`/api/donations/swish/${id}`),
  cancel: (id: string) =>
    apiFetch<SwishStatusResponse>(`/api/donations/swish/${id}`, { method: 'DELETE' }),
};
