import { ButtonLink } from '#client/components/button-link.tsx';
import { PageHero } from '../components/page-hero.tsx';

export default function VolunteerThanksPage() {
  return (
    <>
      <PageHero
        title="Thank you for applying"
        subtitle="We have received your application and will be in touch within 3-7 days."
      />
      <section className="container section">
        <h2>What happens next</h2>
        <p>
          Thank you for offering your time and skills. A coordinator reviews every application and
          may call you for a short chat. We have also sent you a confirmation by e-mail.
        </p>
        <ButtonLink to="/" variant="primary">
          Back to Home
        </ButtonLink>
      </section>
    </>
  );
}
