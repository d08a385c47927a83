import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { VolunteerApplication, VolunteerBenefits } from '#client/features/volunteer/index.ts';
import { jumpTo } from '#client/lib/jump-to.ts';
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
        <Button variant="primary" onClick={() => jumpTo(FORM_ID)}>
          <Trans>Apply Now</Trans>
        </Button>
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
          <VolunteerApplication formId={FORM_ID} />
        </div>
      </section>
    </>
  );
}
