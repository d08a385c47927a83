import { Trans } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '#shared/i18n/locale.ts';
import styles from './preview-language.module.css';

/**
 * "Preview: English | Svenska" above a content editor's preview: which version it shows, so the
 * admin writing the Swedish version beside the English one sees the Swedish page too. Each
 * language's name is in that language (and marked so), as in the site's language switch.
 */
export function PreviewLanguage({
  value,
  onChange,
  missing = false,
}: {
  value: Locale;
  onChange(locale: Locale): void;
  /** The item has no Swedish version: the Swedish preview shows the English one, and says so. */
  missing?: boolean;
}) {
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.label}>
        <Trans>Preview language</Trans>
      </legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={`button button-outline ${styles.choice}`}
          aria-pressed={value === locale}
          onClick={() => onChange(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
      {missing && (
        <p className={styles.note}>
          <Trans>There is no Swedish version yet: the Swedish page shows the English text.</Trans>
        </p>
      )}
    </fieldset>
  );
}
