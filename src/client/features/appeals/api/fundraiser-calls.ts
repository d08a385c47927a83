import type { z } from 'zod';
import { apiFetch } from '#client/lib/api-client.ts';
import type {
  FundraiserPatch,
  FundraiserRequest,
  fundraiserReportSchema,
  OwnFundraiser,
} from '#shared/schemas/appeals.ts';

// The fundraisers' calls from the browser (src/server/modules/appeals/fundraiser-routes.ts).

type Sent = { success: true };

export const startFundraiser = (request: FundraiserRequest) =>
  apiFetch<Sent>('/api/fundraisers', { method: 'POST', json: request });

export const reportFundraiser = (slug: string, report: z.input<typeof fundraiserReportSchema>) =>
  apiFetch<Sent>(`/api/fundraisers/${encodeURIComponent(slug)}/reports`, {
    method: 'POST',
    json: report,
  });

type Own = { fundraiser: OwnFundraiser };
const own = (id: number) => `/api/my-fundraisers/${id}`;

/**
 * The organiser's fundraisers, or null when nobody is signed in by link (asked first, as My gifts
 * does, so that a visitor who is not causes no 401).
 */
export async function loadMyFundraisers(): Promise<OwnFundraiser[] | null> {
  const { email } = await apiFetch<{ email: string | null }>('/api/my-gifts/session');
  if (!email) return null;
  return (await apiFetch<{ fundraisers: OwnFundraiser[] }>('/api/my-fundraisers')).fundraisers;
}

export const changeFundraiser = (id: number, patch: FundraiserPatch) =>
  apiFetch<Own>(own(id), { method: 'PATCH', json: patch });

export const uploadFundraiserPhoto = (id: number, image: File) => {
  const body = new FormData();
  body.append('image', image);
  return apiFetch<Own>(`${own(id)}/photo`, { method: 'PUT', body });
};

export const removeFundraiserPhoto = (id: number) =>
  apiFetch<Own>(`${own(id)}/photo`, { method: 'DELETE' });

export const postFundraiserUpdate = (id: number, text: string) =>
  apiFetch<Own>(`${own(id)}/updates`, { method: 'POST', json: { text } });

export const closeFundraiser = (id: number) =>
  apiFetch<Own>(`${own(id)}/close`, { method: 'POST' });
