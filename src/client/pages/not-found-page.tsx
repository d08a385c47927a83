import { Trans, useLingui } from '@lingui/react/macro';
import { PageHero } from '../components/page-hero.tsx';
import { LocalizedLink as Link } from '../lib/i18n/localized-link.tsx';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Page not found`}
        subtitle={t`Sorry, we could not find the page you were looking for.`}
      />
      <div className="container section">
        <p>
          <Trans>The link may be old, or the page may have moved. These may help:</Trans>
        </p>
        <ul>
          <li>
            <Link to="/">
              <Trans>Go to the home page</Trans>
            </Link>
          </li>
          <li>
            <Link to="/our-work">
              <Trans>Read about our work</Trans>
            </Link>
          </li>
          <li>
            <Link to="/contact-us">
              <Trans>Contact us</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
