import type { z } from 'zod';

/** An error whose message is safe to show to the caller, with the HTTP status to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in as an admin.') =>
  new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new HttpError(429, message);

/** Parses untrusted input with a zod schema; the first problem becomes a 400 `{ error }`. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${field}${issue?.message ?? 'Invalid input'}`);
}
