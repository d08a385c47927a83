import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestDialect } from './test-db.ts';
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

/**
 * For the tests of an admin list kept through form posts (/api/leadership): a fresh app and a
 * signed-in admin for each test, the public list and a form POST to the same address.
 */
export function adminListTest(dialect: TestDialect, url: string) {
  let t: TestApp;
  let admin: AdminClient;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  return {
    get t() {
      return t;
    },
    list: async () => (await t.app.inject({ method: 'GET', url })).json(),
    post: (parts: FormParts) => admin.sendForm(url, parts),
  };
}
