import { rememberLocale } from '#client/lib/i18n/remembered-locale.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { useLocation } from '#client/lib/router.tsx';
import { LANGUAGE_NAMES, localizePath } from '#shared/i18n/locale.ts';

/**
 * The same page in the other language: "Svenska" on English pages, "English" on Swedish ones,
 * each written in its own language. A plain link (a new document, with its own pre-rendered
 * head and catalog); the choice is remembered.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useLocale() === 'en' ? 'sv' : 'en';
  const { pathname, search, hash } = useLocation();
  return (
    <a
      href={localizePath(pathname + search + hash, other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => rememberLocale(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
