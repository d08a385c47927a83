import { i18n } from '@lingui/core';

/** The one way the browser talks to the server: JSON in, JSON out, `{ error }` as an ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What to tell the user when a call failed: the server's reason (in the page's language, which
 * apiFetch asks for), or `fallback` when there was no answer to read one from.
 */
export const failureReason = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;

/** Thrown when the request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

type Options = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit };

export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  const { json, headers, ...rest } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        // The server answers (and later writes e-mails) in the page's language.
        'accept-language': i18n.locale || 'en',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}
