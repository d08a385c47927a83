import type { LoginInput, LoginResponse } from '#shared/schemas/auth.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

export interface LoginFailure {
  error: string;
  /** The password was right; the server wants the authenticator code too. */
  twoFactorRequired: boolean;
}

const failure = (body: unknown, fallback: string): LoginFailure => {
  const response = (body ?? {}) as Partial<Extract<LoginResponse, { success: false }>>;
  return {
    error: response.error || fallback,
    twoFactorRequired: response.twoFactorRequired === true,
  };
};

/** Signs in; resolves to why not, or null on success. Network failures throw. */
export async function login(input: LoginInput): Promise<LoginFailure | null> {
  try {
    const result = await apiFetch<LoginResponse>('/api/login', { method: 'POST', json: input });
    return result.success ? null : failure(result, 'Login failed');
  } catch (error) {
    if (error instanceof ApiError) return failure(error.body, error.message || 'Login failed');
    throw error;
  }
}
