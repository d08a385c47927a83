import { apiFetch } from '#client/lib/api-client.ts';
import type {
  AccountProof,
  PasswordChange,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '#shared/schemas/auth.ts';

// The signed-in admin's own account (src/server/modules/auth/account-routes.ts). Every change
// sends the password, and a current code while two-factor sign-in is on.

const URL = '/api/admin/two-factor';

export const fetchTwoFactor = () => apiFetch<TwoFactorStatus>(URL);
export const startTwoFactor = (proof: AccountProof) =>
  apiFetch<TwoFactorSetup>(URL, { method: 'POST', json: proof });
export const confirmTwoFactor = (code: string) =>
  apiFetch<RecoveryCodes>(`${URL}/confirmations`, { method: 'POST', json: { code } });
export const newRecoveryCodes = (proof: AccountProof) =>
  apiFetch<RecoveryCodes>(`${URL}/recovery-codes`, { method: 'POST', json: proof });
export const turnOffTwoFactor = (proof: AccountProof) =>
  apiFetch<{ success: true }>(URL, { method: 'DELETE', json: proof });
export const changePassword = (change: PasswordChange) =>
  apiFetch<{ success: true }>('/api/admin/password', { method: 'POST', json: change });
