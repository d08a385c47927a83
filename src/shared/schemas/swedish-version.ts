import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';

/**
 * An item's Swedish version (decision 010): its own text fields, checked by the same rules as
 * the English ones, so a version is whole or refused. In a change, `sv` left out keeps the
 * current version, `null` removes it. A multipart form sends it as JSON text, '' for none.
 */
export const swedishVersionInput = <Fields extends z.ZodObject>(fields: Fields) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? parseJsonField(value) : value),
    fields.nullable().optional(),
  );

const parseJsonField = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Which language an item's texts are in: Swedish pages fall back to English, per item. */
export const textLanguageSchema = z.enum(LOCALES);

/**
 * What a public list or item answers besides its own fields: `lang`, the language its texts are
 * in (the server always sends it; an item without it is English); and, to a signed-in admin (who
 * always gets the English texts), `sv`, its Swedish version where it has one.
 */
export const languageFields = <Version extends z.ZodType>(swedish: Version) => ({
  lang: textLanguageSchema.optional(),
  sv: swedish.nullable().optional(),
});
