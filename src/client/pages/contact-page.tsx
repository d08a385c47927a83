import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { Island } from '#client/runtime/island.tsx';
import { CallToAction } from '../components/call-to-action.tsx';
import { DONATE_ID } from '../components/layout/use-donate-navigation.ts';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const FORM_ID = 'contact-form';

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Contact Us`}
        subtitle={t`We would love to hear from you. Send us a message, call us or find answers to common questions below. We reply within 24-48 hours.`}
      />
      <Island name="contact-section" props={{ formId: FORM_ID }} />
      <PageSection title={t`Frequently Asked Questions`} muted>
        <Island name="faq" />
      </PageSection>
      <CallToAction
        title={t`Want to do more?`}
        text={t`Your gift helps a child stay in school and a family build a livelihood. Or write to us: we would love to hear how you would like to help.`}
      >
        <ButtonLink to={`/#${DONATE_ID}`} variant="primary">
          <Trans>Make a donation</Trans>
        </ButtonLink>
        <Island name="jump-button" props={{ target: FORM_ID, label: 'contact' }} />
      </CallToAction>
    </>
  );
}
