import { apiFetch } from '#client/lib/api-client.ts';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '#shared/schemas/auth.ts';

const URL = '/api/admin/two-factor';

export const fetchTwoFactor = () => apiFetch<TwoFactorStatus>(URL);
export const startTwoFactor = () => apiFetch<TwoFactorSetup>(URL, { method: 'POST' });
export const confirmTwoFactor = (code: string) =>
  apiFetch<RecoveryCodes>(`${URL}/confirmations`, { method: 'POST', json: { code } });
export const newRecoveryCodes = (code: string) =>
  apiFetch<RecoveryCodes>(`${URL}/recovery-codes`, { method: 'POST', json: { code } });
export const turnOffTwoFactor = (code: string) =>
  apiFetch<{ success: true }>(URL, { method: 'DELETE', json: { code } });
