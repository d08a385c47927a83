import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { PageHero } from '../components/page-hero.tsx';

export default function VolunteerThanksPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Thank you for applying`}
        subtitle={t`We have received your application and will be in touch within 3-7 days.`}
      />
      <section className="container section">
        <h2>
          <Trans>What happens next</Trans>
        </h2>
        <p>
          <Trans>
            Thank you for offering your time and skills. A coordinator reviews every application and
            may call you for a short chat. We have also sent you a confirmation by e-mail.
          </Trans>
        </p>
        <ButtonLink to="/" variant="primary">
          <Trans>Back to Home</Trans>
        </ButtonLink>
      </section>
    </>
  );
}
