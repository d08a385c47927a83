import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { brand } from '#shared/brand.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Prose } from '../components/prose.tsx';
import { POLICIES_UPDATED } from './policies-updated.ts';

const { name, email } = brand;

export default function CookiePolicyPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        title={i18n._(msg`Cookie Policy`)}
        subtitle={i18n._(msg`Last updated ${POLICIES_UPDATED}`)}
      />
      <Prose>
        <p>
          <Trans>
            This policy explains which cookies and similar technologies the {name} website uses and
            how you can manage them. The short version: we use as few as possible, only for things
            the site needs to work, and no cookies that track you.
          </Trans>
        </p>

        <h2>
          <Trans>What Are Cookies?</Trans>
        </h2>
        <p>
          <Trans>
            Cookies are small text files that a website stores in your browser. Local storage and
            session storage are similar: they let a website remember small pieces of information on
            your own device. Information in local storage stays until it is cleared; session storage
            is cleared when you close the tab.
          </Trans>
        </p>

        <h2>
          <Trans>Session Cookies</Trans>
        </h2>
        <p>
          <Trans>
            We set two small cookies ourselves. The first is only for administrators who sign in to
            manage the website; visitors who do not sign in never receive it.
          </Trans>
        </p>
        <CookieFacts
          name="sid"
          purpose={<Trans>Keeps an administrator signed in</Trans>}
          type={<Trans>Strictly necessary, HttpOnly, first-party</Trans>}
          duration={<Trans>Until the administrator logs out, or at most 14 days by default</Trans>}
        />
        <p>
          <Trans>
            Because this cookie is strictly necessary for a service the administrator asks for, it
            does not require consent.
          </Trans>
        </p>
        <h2>
          <Trans>Language Cookie</Trans>
        </h2>
        <p>
          <Trans>
            The second is set only when you choose a language with the language switch, so the site
            can show your choice on your next visit.
          </Trans>
        </p>
        <CookieFacts
          name="lang"
          purpose={<Trans>Remembers the language you chose (English or Swedish)</Trans>}
          type={<Trans>Functional, first-party</Trans>}
          duration={<Trans>One year, or until you choose again</Trans>}
        />
        <p>
          <Trans>
            It only remembers a choice you made yourself, so it does not require consent.
          </Trans>
        </p>

        <h2>
          <Trans>Analytics Cookies</Trans>
        </h2>
        <p>
          <Trans>
            We currently use no analytics cookies, and no advertising or social media cookies. We do
            not track your visits. If we ever want to start using analytics, we will ask for your
            consent first and update this policy.
          </Trans>
        </p>

        <h2>
          <Trans>Payment Cookies</Trans>
        </h2>
        <p>
          <Trans>
            When you use our donation or ticket payment forms, our payment provider Stripe may set
            its own cookies to keep payments secure and prevent fraud. These cookies are controlled
            by Stripe and described in Stripe’s own cookie policy.
          </Trans>
        </p>

        <h2>
          <Trans>Local Storage</Trans>
        </h2>
        <p>
          <Trans>
            The site also keeps a few things in your browser’s own storage. They stay on your device
            and are never used to track you:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Prayer points:</strong> a flag for each prayer point you have prayed for, so
              the Pray button shows Prayed and each prayer is counted once.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Admin sign-in:</strong> for administrators only, a flag that remembers that
              they are logged in.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Ticket orders:</strong> while you complete a ticket purchase, your order is
              kept in the browser until you return from payment, and then removed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Language:</strong> the language you chose, as in the lang cookie above.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Offline reading:</strong> the pages you have read and the code that shows
              them, so they open quickly and can be read without a network. Nothing you type or pay
              is kept.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Scroll position:</strong> in session storage, where you were on each page, so
              the back button returns you to the same place.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>Managing Cookies</Trans>
        </h2>
        <p>
          <Trans>
            You decide what your browser keeps. In every modern browser you can see, block and
            delete cookies and stored site data, usually under Settings, then Privacy or Privacy and
            Security:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Chrome and Edge: Settings, Privacy and security, Cookies and other site data (or
              Third-party cookies).
            </Trans>
          </li>
          <li>
            <Trans>Firefox: Settings, Privacy &amp; Security, Cookies and Site Data.</Trans>
          </li>
          <li>
            <Trans>Safari: Settings (or Preferences), Privacy, Manage Website Data.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Clearing the stored data for this site resets your Prayed buttons. Blocking cookies does
            not affect reading the site or giving a donation, except that administrators cannot sign
            in, and the payment provider may ask for extra checks.
          </Trans>
        </p>

        <h2>
          <Trans>Changes and Questions</Trans>
        </h2>
        <p>
          <Trans>
            If we change the cookies we use, we will update this page and the date above. Read our{' '}
            <LocalizedLink to="/privacy-policy">Privacy Policy</LocalizedLink> for how we handle
            personal information, and <LocalizedLink to="/contact-us">contact us</LocalizedLink> or
            write to <a href={`mailto:${email}`}>{email}</a> if you have any questions.
          </Trans>
        </p>
      </Prose>
    </>
  );
}

/** One of the site's own cookies, described. */
function CookieFacts(props: {
  name: string;
  purpose: ReactNode;
  type: ReactNode;
  duration: ReactNode;
}) {
  return (
    <dl>
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{props.name}</dd>
      <dt>
        <Trans>Purpose</Trans>
      </dt>
      <dd>{props.purpose}</dd>
      <dt>
        <Trans>Type</Trans>
      </dt>
      <dd>{props.type}</dd>
      <dt>
        <Trans>Duration</Trans>
      </dt>
      <dd>{props.duration}</dd>
    </dl>
  );
}
