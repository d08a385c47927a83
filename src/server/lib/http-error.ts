import type { I18n } from '@lingui/core';

/**
 * An error whose message is safe to show to the caller, with the HTTP status to send; with
 * `localized`, the message in the request's language (plugins/error-handling.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly localized?: (i18n: I18n) => string,
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
