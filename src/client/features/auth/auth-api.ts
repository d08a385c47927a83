import type { LoginInput, LoginResponse } from '#shared/schemas/auth.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

/** Signs in; resolves to an error text to show, or null on success. Network failures throw. */
export async function login(input: LoginInput): Promise<string | null> {
  try {
    const result = await apiFetch<LoginResponse>('/api/login', { method: 'POST', json: input });
    return result.success ? null : result.error || 'Login failed';
  } catch (error) {
    if (error instanceof ApiError) return error.message || 'Login failed';
    throw error;
  }
}

export async function logout(): Promise<void> {
  await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
}
