import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { loadMessages } from '#client/lib/i18n/catalog.ts';
import { rememberedLocale, rememberLocale } from '#client/lib/i18n/remembered-locale.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { usePathname } from '#client/lib/location.ts';
import { localizePath } from '#shared/i18n/locale.ts';
import { CloseIcon } from './icons.tsx';
import { followInLocale } from './language-switch.tsx';

const prefersSwedish = () =>
  navigator.languages
    .find((tag) => /^(sv|en)\b/i.test(tag))
    ?.toLowerCase()
    .startsWith('sv');

/**
 * On an English page, a first visitor whose browser prefers Swedish (and who never chose a
 * language) is offered the Swedish page, in Swedish: never redirected. Shown after hydration
 * only; the Swedish messages are loaded just for it.
 */
export function LanguageOffer() {
  const english = useLocale() === 'en';
  const [swedish, setSwedish] = useState<I18n>();
  useEffect(() => {
    if (!english || rememberedLocale() || !prefersSwedish()) return;
    let current = true;
    loadMessages('sv').then(
      (messages) => {
        if (current) setSwedish(setupI18n({ locale: 'sv', messages: { sv: messages } }));
      },
      // Offline, say: the offer waits for a later visit; the page is whole without it.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [english]);
  if (!english || !swedish) return null;
  return (
    <I18nProvider i18n={swedish}>
      <Offer onDismiss={() => setSwedish(undefined)} />
    </I18nProvider>
  );
}

function Offer({ onDismiss }: { onDismiss(): void }) {
  const { t } = useLingui();
  const pathname = usePathname();
  return (
    <aside className="language-offer" lang="sv" aria-label={t`Swedish version`}>
      <p>
        <Trans>This page is also in Swedish.</Trans>{' '}
        <a
          href={localizePath(pathname, 'sv')}
          hrefLang="sv"
          onClick={followInLocale(pathname, 'sv')}
        >
          <Trans>Read it in Swedish</Trans>
        </a>
      </p>
      <button
        type="button"
        aria-label={t`Close, stay in English`}
        onClick={() => {
          rememberLocale('en');
          onDismiss();
        }}
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
