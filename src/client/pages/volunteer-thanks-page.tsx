import { Link } from 'react-router';
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
        <Link to="/" className="button button-primary">
          Back to Home
        </Link>
      </section>
    </>
  );
}
