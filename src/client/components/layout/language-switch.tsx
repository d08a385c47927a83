import { rememberLocale } from '#client/lib/i18n/remembered-locale.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { usePathname } from '#client/lib/location.ts';
import { LANGUAGE_NAMES, type Locale, localizePath } from '#shared/i18n/locale.ts';

/**
 * The same page in `locale`, with the address's query and hash (read when the link is followed:
 * the server rendered the page without them).
 */
export function followInLocale(pathname: string, locale: Locale) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale);
    const { search, hash } = window.location;
    event.currentTarget.href = localizePath(pathname + search + hash, locale);
  };
}

/**
 * The same page in the other language: "Svenska" on English pages, "English" on Swedish ones,
 * each written in its own language. A plain link (a new document, with its own pre-rendered
 * head and catalog); the choice is remembered.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useLocale() === 'en' ? 'sv' : 'en';
  const pathname = usePathname();
  return (
    <a
      href={localizePath(pathname, other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={followInLocale(pathname, other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
