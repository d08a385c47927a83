import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { VolunteerBenefits } from '#client/features/volunteer/index.ts';
import { Island } from '#client/runtime/island.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const FORM_ID = 'volunteer-application';

export default function VolunteerPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        title={t`Become a Volunteer`}
        subtitle={t`Give your time and skills alongside our partner churches, in Sweden and abroad. Whatever your gifts, there is a place for you.`}
      >
        <Island
          name="jump-button"
          props={{ target: FORM_ID, label: 'apply', variant: 'primary' }}
        />
        <ButtonLink to="/our-work">
          <Trans>See our work</Trans>
        </ButtonLink>
      </PageHero>
      <PageSection
        title={t`Ways to serve`}
        intro={t`Volunteers support our work in three main areas. Tell us where you would like to help.`}
      >
        <VolunteerBenefits />
      </PageSection>
      <section className="section" aria-label={t`Apply to volunteer`}>
        <div className="container">
          <Island name="volunteer-application" props={{ formId: FORM_ID }} />
        </div>
      </section>
    </>
  );
}
