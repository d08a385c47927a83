import type { I18n, MessageDescriptor } from '@lingui/core';

/** A text given before its language is known: a plain string (content, an item's title) or a message. */
export type Text = string | MessageDescriptor;

export const translate = (i18n: I18n, text: Text): string =>
  typeof text === 'string' ? text : i18n._(text);

/**
 * A zod message in a shared schema: `m(msg\`Name is required\`)`. zod keeps strings, so the
 * schema carries the message's catalog id, and whoever shows it translates it: the browser's
 * forms (useZodForm) and the server's 400 answers (lib/validation.ts). A plain English string
 * still shows as it is (Lingui gives back an id it does not know).
 */
export const m = (descriptor: MessageDescriptor): string => descriptor.id;
