import { Trans, useLingui } from '@lingui/react/macro';
import { PageHero } from '../components/page-hero.tsx';
import { LocalizedLink as Link } from '../lib/i18n/localized-link.tsx';

/** What the service worker shows, without a network, for a page never saved on this device. */
export default function OfflinePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`You are offline`}
        subtitle={t`This page has not been saved on this device yet.`}
      />
      <div className="container section">
        <p>
          <Trans>
            When you are back online, it will load as usual. The pages you have read before on this
            device can still be read now.
          </Trans>
        </p>
        <p>
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
