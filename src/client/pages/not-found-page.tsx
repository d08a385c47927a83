import { Link } from 'react-router';
import { PageHero } from '../components/page-hero.tsx';

export default function NotFoundPage() {
  return (
    <>
      <PageHero
        title="Page not found"
        subtitle="Sorry, we could not find the page you were looking for."
      />
      <div className="container section">
        <p>The link may be old, or the page may have moved. These may help:</p>
        <ul>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to="/our-work">Read about our work</Link>
          </li>
          <li>
            <Link to="/contact-us">Contact us</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
