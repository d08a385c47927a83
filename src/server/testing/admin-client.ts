import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { multipart } from './uploads.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type FormParts = Parameters<typeof multipart>[0];

/** Requests as the signed-in test admin, for the tests of admin calls. */
export interface AdminClient {
  /** The session's Cookie header value; set it to '' to send the same calls signed out. */
  cookie: string;
  /** A request with an optional JSON body. */
  send(
    method: Method,
    url: string,
    payload?: object,
    options?: { remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  /** A multipart/form-data request, encoded as a browser's FormData (POST unless told). */
  sendForm(url: string, parts: FormParts, method?: Method): Promise<LightMyRequestResponse>;
}

/** Signs the test admin in to `t` and returns a client that sends its session cookie. */
export async function signInAdmin(t: TestApp): Promise<AdminClient> {
  const client: AdminClient = {
    cookie: await t.login(),
    send: (method, url, payload, options = {}) =>
      t.app.inject({ method, url, payload, headers: { cookie: client.cookie }, ...options }),
    async sendForm(url, parts, method = 'POST') {
      const { payload, headers } = await multipart(parts);
      return t.app.inject({ method, url, payload, headers: { ...headers, cookie: client.cookie } });
    },
  };
  return client;
}
