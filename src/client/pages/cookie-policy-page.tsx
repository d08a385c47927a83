import { Link } from 'react-router';
import { brand } from '#shared/brand.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Prose } from '../components/prose.tsx';

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero title="Cookie Policy" subtitle="Last updated 2025-08-03" />
      <Prose>
        <p>
          This policy explains which cookies and similar technologies the {brand.name} website uses
          and how you can manage them. The short version: we use as few as possible, only for things
          the site needs to work, and no cookies that track you.
        </p>

        <h2>What Are Cookies?</h2>
        <p>
          Cookies are small text files that a website stores in your browser. Local storage and
          session storage are similar: they let a website remember small pieces of information on
          your own device. Information in local storage stays until it is cleared; session storage
          is cleared when you close the tab.
        </p>

        <h2>Session Cookies</h2>
        <p>
          We set one cookie ourselves, and only for administrators who sign in to manage the
          website. Visitors who do not sign in never receive it.
        </p>
        <dl>
          <dt>Name</dt>
          <dd>sid</dd>
          <dt>Purpose</dt>
          <dd>Keeps an administrator signed in</dd>
          <dt>Type</dt>
          <dd>Strictly necessary, HttpOnly, first-party</dd>
          <dt>Duration</dt>
          <dd>Until the administrator logs out, or at most 14 days by default</dd>
        </dl>
        <p>
          Because this cookie is strictly necessary for a service the administrator asks for, it
          does not require consent.
        </p>

        <h2>Analytics Cookies</h2>
        <p>
          We currently use no analytics cookies, and no advertising or social media cookies. We do
          not track your visits. If we ever want to start using analytics, we will ask for your
          consent first and update this policy.
        </p>

        <h2>Payment Cookies</h2>
        <p>
          When you use our donation or ticket payment forms, our payment provider Stripe may set its
          own cookies to keep payments secure and prevent fraud. These cookies are controlled by
          Stripe and described in Stripe’s own cookie policy.
        </p>

        <h2>Local Storage</h2>
        <p>
          The site also keeps a few things in your browser’s own storage. They stay on your device
          and are never used to track you:
        </p>
        <ul>
          <li>
            <strong>Prayer points:</strong> a flag for each prayer point you have prayed for, so the
            Pray button shows Prayed and each prayer is counted once.
          </li>
          <li>
            <strong>Admin sign-in:</strong> for administrators only, a flag that remembers that they
            are logged in.
          </li>
          <li>
            <strong>Ticket orders:</strong> while you complete a ticket purchase, your order is kept
            in the browser until you return from payment, and then removed.
          </li>
          <li>
            <strong>Scroll position:</strong> in session storage, where you were on each page, so
            the back button returns you to the same place.
          </li>
        </ul>

        <h2>Managing Cookies</h2>
        <p>
          You decide what your browser keeps. In every modern browser you can see, block and delete
          cookies and stored site data, usually under Settings, then Privacy or Privacy and
          Security:
        </p>
        <ul>
          <li>
            Chrome and Edge: Settings, Privacy and security, Cookies and other site data (or
            Third-party cookies).
          </li>
          <li>Firefox: Settings, Privacy &amp; Security, Cookies and Site Data.</li>
          <li>Safari: Settings (or Preferences), Privacy, Manage Website Data.</li>
        </ul>
        <p>
          Clearing the stored data for this site resets your Prayed buttons. Blocking cookies does
          not affect reading the site or giving a donation, except that administrators cannot sign
          in, and the payment provider may ask for extra checks.
        </p>

        <h2>Changes and Questions</h2>
        <p>
          If we change the cookies we use, we will update this page and the date above. Read our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> for how we handle personal information,
          and <Link to="/contact-us">contact us</Link> or write to{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a> if you have any questions.
        </p>
      </Prose>
    </>
  );
}
