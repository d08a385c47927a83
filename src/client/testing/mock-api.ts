import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  /** A JSON body parsed, FormData as is, or undefined. */
  body: unknown;
}

type Handler = (request: MockRequest) => unknown;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch` with a small router keyed by "METHOD /path". A handler returns a body to
 * send as JSON (200), or a Response; unknown routes answer 404. Every request is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const request = { method, url, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ error: 'Not found' }, 404);
    const result = await handler(request);
    return result instanceof Response ? result : jsonResponse(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests other than the session check, as "METHOD /path?query". */
  const calls = () =>
    requests
      .filter((request) => request.url.pathname !== '/api/check-session')
      .map((request) => `${request.method} ${request.url.pathname}${request.url.search}`);
  return { requests, calls };
}

export const session = (loggedIn: boolean) => ({
  'GET /api/check-session': () => ({ loggedIn }),
});
