import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { challengeRoute } from './challenge.ts';
import { mockApi, session } from './mock-api.ts';

/**
 * For a public form's test, signed out with the real challenge: `POST url` is held open until
 * `answer` is called, so the test sees the form while it sends.
 */
export function mockHeldForm(url: string) {
  let answer: (response: Response) => void = () => {};
  const api = mockApi({
    ...session(false),
    ...challengeRoute,
    [`POST ${url}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  return {
    answer: (response: Response) => answer(response),
    /** Waits for the POST and returns the body it sent. */
    async sent(): Promise<Record<string, unknown>> {
      await waitFor(() => expect(api.calls()).toContain(`POST ${url}`));
      return api.requests.find((request) => request.method === 'POST')?.body as Record<
        string,
        unknown
      >;
    },
  };
}
