import { Link } from 'react-router';
import { brand } from '#shared/brand.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Prose } from '../components/prose.tsx';

export default function PrivacyPolicyPage() {
  const { address } = brand;
  return (
    <>
      <PageHero title="Privacy Policy" subtitle="Last updated 2025-08-03" />
      <Prose>
        <p>
          {brand.name} respects your privacy. This policy explains what personal information we
          collect through this website, why we collect it, who we share it with, how we protect it
          and what rights you have. {brand.name}, {address.street}, {address.postalCode}{' '}
          {address.city}, {address.country}, is responsible for the processing of your personal data
          under the EU General Data Protection Regulation (GDPR).
        </p>

        <h2>Information We Collect</h2>
        <p>We only collect information that you give us or that is needed to run the site:</p>
        <ul>
          <li>
            <strong>Contact messages:</strong> your name, e-mail address, and, if you choose to give
            them, your phone number and a subject, together with your message.
          </li>
          <li>
            <strong>Volunteer applications:</strong> your name, e-mail address, phone number (if
            given), city and country, availability, areas of interest and your motivation.
          </li>
          <li>
            <strong>Donations:</strong> the amount, whether the gift is one-time or monthly, the
            payment method, the payment reference and, if you give them, your name and e-mail
            address for a receipt. Card details are entered directly into our payment provider’s
            form; we never see or store your full card number.
          </li>
          <li>
            <strong>Event tickets:</strong> your name, e-mail address and phone number, the event
            and the tickets you ordered, and the payment reference.
          </li>
          <li>
            <strong>Prayer:</strong> when you press Pray on a prayer point, we only count the
            prayer. We do not record who prayed; your own browser remembers that you have prayed for
            that point.
          </li>
          <li>
            <strong>Technical information:</strong> like every website, our server receives your IP
            address and basic information about your browser with each request. We use it in
            short-lived logs and to protect the site against abuse, for example by limiting repeated
            login attempts.
          </li>
        </ul>

        <h2>How We Use Your Information</h2>
        <ul>
          <li>To answer your messages and questions.</li>
          <li>To consider your volunteer application and contact you about it.</li>
          <li>
            To receive your donation, send you a receipt and, for monthly gifts, manage your
            recurring donation.
          </li>
          <li>To process your ticket order and send your tickets and event information.</li>
          <li>To keep our accounts, as Swedish accounting law requires.</li>
          <li>To keep the website secure and working.</li>
        </ul>
        <p>
          We process your information on the basis of your consent (for example when you apply to
          volunteer), to fulfil an agreement with you (for example a ticket purchase), to meet legal
          obligations (bookkeeping) and for our legitimate interest in running a safe and useful
          website. We never sell your information, and we do not use it for advertising.
        </p>

        <h2>How We Share Information</h2>
        <p>
          Your information is seen only by the people in our organisation who need it for the
          purposes above, such as the volunteer coordinator for applications. We share it outside{' '}
          {brand.name} only:
        </p>
        <ul>
          <li>with our payment provider, to process donations and ticket payments;</li>
          <li>with the services that host this website and deliver our e-mails; and</li>
          <li>when the law requires us to, for example to a public authority.</li>
        </ul>
        <p>
          These providers may only use the information to provide their service to us. We do not
          share your personal information with our partner churches abroad without your permission.
        </p>

        <h2>Security and Storage</h2>
        <p>
          We protect your information with encrypted connections (HTTPS), access for authorised
          administrators only, passwords stored in hashed form and a secure, HttpOnly session cookie
          for administrators. Photos we publish are stripped of hidden location data.
        </p>
        <p>
          We keep information only as long as we need it. Contact messages and volunteer
          applications are deleted after 24 months by default, or earlier if you ask us to. Donation
          and ticket records are kept for as long as Swedish accounting law requires (currently
          seven years).
        </p>

        <h2>Your Rights</h2>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal information we hold about you;
          </li>
          <li>
            <strong>correct</strong> information that is wrong or incomplete;
          </li>
          <li>
            <strong>delete</strong> your information, unless the law requires us to keep it;
          </li>
          <li>
            <strong>export</strong> the information you gave us in a common, machine-readable
            format;
          </li>
          <li>object to or ask us to restrict certain processing; and</li>
          <li>withdraw your consent at any time, without affecting earlier processing.</li>
        </ul>
        <p>
          To use any of these rights, write to us (see Contact Us below). We will answer within one
          month. If you are not happy with how we handle your information, you may also complain to
          the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY).
        </p>

        <h2>Third-Party Services</h2>
        <p>
          Payments are processed by Stripe, which is an independent third party and handles your
          payment details under its own privacy policy. When you use our donation or ticket payment
          forms, your details go directly to Stripe, and Stripe may set its own cookies to prevent
          fraud.
        </p>
        <p>
          We do not use analytics or advertising services, social media plug-ins or embedded content
          from other sites. Our fonts and images are served from our own website. Our social media
          icons are plain links: the social network only receives information about you if you
          follow one of them.
        </p>

        <h2>Cookies and Local Storage</h2>
        <p>
          We use a single cookie of our own, a strictly necessary session cookie for administrators
          who sign in, and we use your browser’s local storage to remember which prayer points you
          have prayed for. We do not use analytics cookies. Read our{' '}
          <Link to="/cookie-policy">Cookie Policy</Link> for the details and for how to manage
          cookies in your browser.
        </p>

        <h2>Contact Us</h2>
        <p>
          If you have any questions about this policy or your personal information, write to us at{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>, by post to {brand.name},{' '}
          {address.street}, {address.postalCode} {address.city}, {address.country}, or use our{' '}
          <Link to="/contact-us">contact page</Link>.
        </p>

        <h2>Changes to This Policy</h2>
        <p>
          We may update this policy when our work or the law changes. The date at the top of the
          page shows when it was last updated. If we make important changes, for example to start
          using a new kind of service that handles your information, we will say so clearly on this
          website.
        </p>
      </Prose>
    </>
  );
}
