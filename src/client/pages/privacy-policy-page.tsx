import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { brand } from '#shared/brand.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Prose } from '../components/prose.tsx';
import { POLICIES_UPDATED } from './policies-updated.ts';

const { name, email } = brand;
const { street, postalCode, city, country } = brand.address;

export default function PrivacyPolicyPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Privacy Policy`)}
        subtitle={i18n._(msg`Last updated ${POLICIES_UPDATED}`)}
      />
      <Prose>
        <p>
          <Trans>
            {name} respects your privacy. This policy explains what personal information we collect
            through this website, why we collect it, who we share it with, how we protect it and
            what rights you have. {name}, {street}, {postalCode} {city}, {country}, is responsible
            for the processing of your personal data under the EU General Data Protection Regulation
            (GDPR).
          </Trans>
        </p>

        <h2>
          <Trans>Information We Collect</Trans>
        </h2>
        <p>
          <Trans>
            We only collect information that you give us or that is needed to run the site:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Contact messages:</strong> your name, e-mail address, and, if you choose to
              give them, your phone number and a subject, together with your message.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Volunteer applications:</strong> your name, e-mail address, phone number (if
              given), city and country, availability, areas of interest and your motivation.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Donations:</strong> the amount, whether the gift is one-time or monthly, the
              payment method, the payment reference and, if you give them, your name and e-mail
              address for a receipt. Card details are entered directly into our payment provider’s
              form; we never see or store your full card number.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Event tickets:</strong> your name, e-mail address and phone number, the event
              and the tickets you ordered, and the payment reference.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Prayer:</strong> when you press Pray on a prayer point, we only count the
              prayer. We do not record who prayed; your own browser remembers that you have prayed
              for that point.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical information:</strong> like every website, our server receives your
              IP address and basic information about your browser with each request. We use it in
              short-lived logs and to protect the site against abuse, for example by limiting
              repeated login attempts.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>How We Use Your Information</Trans>
        </h2>
        <ul>
          <li>
            <Trans>To answer your messages and questions.</Trans>
          </li>
          <li>
            <Trans>To consider your volunteer application and contact you about it.</Trans>
          </li>
          <li>
            <Trans>
              To receive your donation, send you a receipt and, for monthly gifts, manage your
              recurring donation.
            </Trans>
          </li>
          <li>
            <Trans>To process your ticket order and send your tickets and event information.</Trans>
          </li>
          <li>
            <Trans>To keep our accounts, as Swedish accounting law requires.</Trans>
          </li>
          <li>
            <Trans>To keep the website secure and working.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We process your information on the basis of your consent (for example when you apply to
            volunteer), to fulfil an agreement with you (for example a ticket purchase), to meet
            legal obligations (bookkeeping) and for our legitimate interest in running a safe and
            useful website. We never sell your information, and we do not use it for advertising.
          </Trans>
        </p>

        <h2>
          <Trans>How We Share Information</Trans>
        </h2>
        <p>
          <Trans>
            Your information is seen only by the people in our organisation who need it for the
            purposes above, such as the volunteer coordinator for applications. We share it outside{' '}
            {name} only:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>with our payment provider, to process donations and ticket payments;</Trans>
          </li>
          <li>
            <Trans>with the services that host this website and deliver our e-mails; and</Trans>
          </li>
          <li>
            <Trans>when the law requires us to, for example to a public authority.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These providers may only use the information to provide their service to us. We do not
            share your personal information with our partner churches abroad without your
            permission.
          </Trans>
        </p>

        <h2>
          <Trans>Tax Reduction for Gifts</Trans>
        </h2>
        <p>
          <Trans>
            If you ask for a tax reduction for your gift, we need your personal identity number
            (personnummer). We use it only to report your gifts to Skatteverket (the Swedish Tax
            Agency), as the law on tax reductions for gifts requires; we never give it to our
            payment provider. We keep it encrypted, show it to our administrators only in part, and
            keep it as long as we must report and keep the gift. You can ask to see it, or to have
            it deleted; a gift without a number can no longer be reported for a tax reduction.
          </Trans>
        </p>

        <h2>
          <Trans>Security and Storage</Trans>
        </h2>
        <p>
          <Trans>
            We protect your information with encrypted connections (HTTPS), access for authorised
            administrators only, passwords stored in hashed form and a secure, HttpOnly session
            cookie for administrators. Photos we publish are stripped of hidden location data.
          </Trans>
        </p>
        <p>
          <Trans>
            We keep information only as long as we need it. Contact messages and volunteer
            applications are deleted after 24 months by default, or earlier if you ask us to.
            Donation and ticket records are kept for as long as Swedish accounting law requires
            (currently seven years).
          </Trans>
        </p>

        <h2>
          <Trans>Your Rights</Trans>
        </h2>
        <p>
          <Trans>Under the GDPR you have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>access</strong> the personal information we hold about you;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>correct</strong> information that is wrong or incomplete;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>delete</strong> your information, unless the law requires us to keep it;
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>export</strong> the information you gave us in a common, machine-readable
              format;
            </Trans>
          </li>
          <li>
            <Trans>object to or ask us to restrict certain processing; and</Trans>
          </li>
          <li>
            <Trans>withdraw your consent at any time, without affecting earlier processing.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            To use any of these rights, write to us (see Contact Us below). We will answer within
            one month. If you are not happy with how we handle your information, you may also
            complain to the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten,
            IMY).
          </Trans>
        </p>

        <h2>
          <Trans>Third-Party Services</Trans>
        </h2>
        <p>
          <Trans>
            Payments are processed by Stripe, which is an independent third party and handles your
            payment details under its own privacy policy. When you use our donation or ticket
            payment forms, your details go directly to Stripe, and Stripe may set its own cookies to
            prevent fraud.
          </Trans>
        </p>
        <p>
          <Trans>
            We do not use analytics or advertising services, social media plug-ins or embedded
            content from other sites. Our fonts and images are served from our own website. Our
            social media icons are plain links: the social network only receives information about
            you if you follow one of them.
          </Trans>
        </p>

        <h2>
          <Trans>Cookies and Local Storage</Trans>
        </h2>
        <p>
          <Trans>
            We use two cookies of our own: a strictly necessary session cookie for administrators
            who sign in, and one that remembers the language you chose. We use your browser’s local
            storage to remember which prayer points you have prayed for, and its cache to keep the
            pages you have read for offline reading. We do not use analytics cookies. Read our{' '}
            <LocalizedLink to="/cookie-policy">Cookie Policy</LocalizedLink> for the details and for
            how to manage cookies in your browser.
          </Trans>
        </p>

        <h2>
          <Trans>Contact Us</Trans>
        </h2>
        <p>
          <Trans>
            If you have any questions about this policy or your personal information, write to us at{' '}
            <a href={`mailto:${email}`}>{email}</a>, by post to {name}, {street}, {postalCode}{' '}
            {city}, {country}, or use our{' '}
            <LocalizedLink to="/contact-us">contact page</LocalizedLink>.
          </Trans>
        </p>

        <h2>
          <Trans>Changes to This Policy</Trans>
        </h2>
        <p>
          <Trans>
            We may update this policy when our work or the law changes. The date at the top of the
            page shows when it was last updated. If we make important changes, for example to start
            using a new kind of service that handles your information, we will say so clearly on
            this website.
          </Trans>
        </p>
      </Prose>
    </>
  );
}
