import { Link } from 'react-router';
import { brand } from '#shared/brand.ts';
import { PageHero } from '../components/page-hero.tsx';

export default function HomePage() {
  return (
    <>
      <PageHero
        title={brand.name}
        subtitle="Equipping families in Rwanda and Burundi with education, entrepreneurship and discipleship, together with partner churches since 2011."
      >
        <Link to="/our-work" className="button button-primary">
          See our work
        </Link>
      </PageHero>
      <section id="donate" className="container section" aria-labelledby="donate-heading">
        <h2 id="donate-heading">Give a gift</h2>
        <p>Your gift helps a child stay in school and a family build a livelihood.</p>
      </section>
    </>
  );
}
