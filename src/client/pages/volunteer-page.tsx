import { ButtonLink } from '#client/components/button-link.tsx';
import { Button } from '#client/components/form-fields.tsx';
import { VolunteerApplication, VolunteerBenefits } from '#client/features/volunteer/index.ts';
import { jumpTo } from '#client/lib/jump-to.ts';
import { PageHero } from '../components/page-hero.tsx';
import { PageSection } from '../components/page-section.tsx';

const FORM_ID = 'volunteer-application';

export default function VolunteerPage() {
  return (
    <>
      <PageHero
        title="Become a Volunteer"
        subtitle="Give your time and skills alongside our partner churches, in Sweden and abroad. Whatever your gifts, there is a place for you."
      >
        <Button variant="primary" onClick={() => jumpTo(FORM_ID)}>
          Apply Now
        </Button>
        <ButtonLink to="/our-work">See our work</ButtonLink>
      </PageHero>
      <PageSection
        title="Ways to serve"
        intro="Volunteers support our work in three main areas. Tell us where you would like to help."
      >
        <VolunteerBenefits />
      </PageSection>
      <section className="section" aria-label="Apply to volunteer">
        <div className="container">
          <VolunteerApplication formId={FORM_ID} />
        </div>
      </section>
    </>
  );
}
