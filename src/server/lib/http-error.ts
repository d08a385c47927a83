import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '#shared/i18n/catalogs.ts';

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

/** A catalog message given as a descriptor or as its id (a schema's message). */
const descriptorOf = (message: MessageDescriptor | string): MessageDescriptor =>
  typeof message === 'string' ? { id: message } : message;

/**
 * An error worded by a catalog message (a `msg` descriptor, or a schema's message id), sent in
 * the request's language; with `field`, as `field: message` (the forms show it beside the field).
 */
export function localizedError(
  statusCode: number,
  message: MessageDescriptor | string,
  field?: string,
): HttpError {
  const descriptor = descriptorOf(message);
  const inLanguage = (i18n: I18n) => `${field ? `${field}: ` : ''}${i18n._(descriptor)}`;
  return new HttpError(statusCode, inLanguage(i18nFor('en')), inLanguage);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in as an admin.') =>
  new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (
  message: MessageDescriptor | string = msg`Too many requests. Please try again later.`,
) => localizedError(429, message);

/**
 * A message (a descriptor, or a schema's message id) as the English caller reads it: what the
 * spec's calls answer, and what the admin CLI prints.
 */
export const inEnglish = (message: MessageDescriptor | string): string =>
  i18nFor('en')._(descriptorOf(message));
