import type { Locale } from '#shared/i18n/locale.ts';

/** Who reads managed content: a visitor in a language, or the admin editing both versions. */
export type ContentReader = { admin: true } | { admin: false; locale: Locale };

/** The admin's view of any item: the English texts, the Swedish version beside them. */
export const ADMIN_READER: ContentReader = { admin: true };

/** The stored Swedish version (JSON written by `storedVersion`), or null for none. */
export const readVersion = <Version>(stored: string | null | undefined): Version | null =>
  stored ? (JSON.parse(stored) as Version) : null;

/** The `sv` column for a change: left out keeps the current version, null removes it. */
export const storedVersion = (version: object | null | undefined): { sv?: string | null } =>
  version === undefined ? {} : { sv: version && JSON.stringify(version) };

/**
 * An item as its reader gets it: a Swedish reader gets the Swedish version where there is one
 * (`overlay` puts it over the English texts), marked with the language its texts are in.
 */
export function inReaderLanguage<Item extends object, Version>(
  item: Item,
  sv: Version | null,
  reader: ContentReader,
  overlay: (item: Item, version: Version) => Item = (english, version) => ({
    ...english,
    ...version,
  }),
): Item & { lang: Locale; sv?: Version | null } {
  // The admin's view has `sv` only where there is a version: none shows as the public item does.
  if (reader.admin) return { ...item, lang: 'en', ...(sv ? { sv } : {}) };
  if (reader.locale === 'sv' && sv) return { ...overlay(item, sv), lang: 'sv' };
  return { ...item, lang: 'en' };
}

/** A row read with its `sv` column, as its reader gets it (see `inReaderLanguage`). */
export function rowInReaderLanguage<Row extends { sv: string | null }, Version>(
  { sv, ...item }: Row,
  reader: ContentReader,
) {
  return inReaderLanguage(item, readVersion<Version>(sv), reader);
}
