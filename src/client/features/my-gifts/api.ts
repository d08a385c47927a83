import { apiFetch } from '#client/lib/api-client.ts';
import type { MyGiftsResponse, Statement } from '#shared/schemas/my-gifts.ts';

// The calls of "My gifts" (src/server/modules/my-gifts/routes.ts).

export const requestSignInLink = (email: string, altcha: string) =>
  apiFetch<{ requested: true }>('/api/my-gifts/sign-in-links', {
    method: 'POST',
    json: { email, altcha },
  });

export const signInWithToken = (token: string) =>
  apiFetch<{ email: string }>('/api/my-gifts/sessions', { method: 'POST', json: { token } });

/** Who is signed in: asked before the gifts, so a visitor who is not causes no 401. */
export const loadDonorSession = () => apiFetch<{ email: string | null }>('/api/my-gifts/session');

export const signOut = () => apiFetch<null>('/api/my-gifts/session', { method: 'DELETE' });

export const loadMyGifts = (before?: number) =>
  apiFetch<MyGiftsResponse>(`/api/my-gifts${before ? `?before=${before}` : ''}`);

const monthly = (id: number) => `/api/my-gifts/monthly/${id}`;

export const changeMonthlyAmount = (id: number, amount: number) =>
  apiFetch<{ requested: true }>(monthly(id), { method: 'PATCH', json: { amount } });

export const pauseMonthly = (id: number, months: number) =>
  apiFetch<{ requested: true }>(`${monthly(id)}/pause`, { method: 'POST', json: { months } });

export const cancelMonthly = (id: number) =>
  apiFetch<{ requested: true }>(monthly(id), { method: 'DELETE' });

export const startCardUpdate = (id: number) =>
  apiFetch<{ url: string }>(`${monthly(id)}/card-update`, { method: 'POST' });

export const loadStatement = (year: number) =>
  apiFetch<Statement>(`/api/my-gifts/statements/${year}`);

export const statementPdfUrl = (year: number, locale: string) =>
  `/api/my-gifts/statements/${year}.pdf?lang=${locale}`;
