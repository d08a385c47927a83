import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { formatSek, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Locale, localeOfPath, localizePath } from '#shared/i18n/locale.ts';
import type { CheckoutPageView } from './checkout.ts';
import type { RedirectMethod } from './redirects.ts';
import type { ClientPaymentIntent } from './results.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The language of a stand-in page: that of the site's page it goes back to (a gift or an order
 * started on a /sv page returns to a /sv page), else `fallback` (the browser's language).
 */
export function localeOfReturn(url: string | null | undefined, fallback: Locale): Locale {
  if (!url) return fallback;
  try {
    return localeOfPath(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return fallback;
  }
}

/** The stand-ins' shared words (headings and badges as text, the rest escaped for the page). */
const said = (i18n: I18n) => ({
  badge: (name: string) => i18n._(msg`Test stand-in: not the real ${name}`),
  payment: (name: string) => i18n._(msg`${name} test payment`),
  noRealPayment: (name: string) =>
    escapeHtml(
      i18n._(
        msg`This page stands in for ${name} while the site runs without Stripe keys (test mode). No real payment is made and no money is taken.`,
      ),
    ),
  payTo: escapeHtml(i18n._(msg`Pay to`)),
  amount: escapeHtml(i18n._(msg`Amount`)),
  approve: escapeHtml(i18n._(msg`Approve test payment`)),
  cancel: escapeHtml(i18n._(msg`Cancel`)),
});

/**
 * The stand-in for PayPal's or Klarna's own page, where the visitor approves the payment. It
 * says plainly that it is a test: no money moves.
 */
export function renderStandInPage(options: {
  method: RedirectMethod;
  intent: ClientPaymentIntent | null;
  clientSecret: string;
  locale: Locale;
}): string {
  const { intent, locale } = options;
  const i18n = i18nFor(locale);
  const words = said(i18n);
  const name = PAYMENT_METHOD_LABELS[options.method];
  const site = brand.name;
  const body = intent
    ? `<p>${words.noRealPayment(name)}</p>
      <dl>
        <dt>${words.payTo}</dt><dd>${escapeHtml(brand.name)}</dd>
        <dt>${words.amount}</dt><dd>${escapeHtml(formatSek(intent.amount))}</dd>
      </dl>
      <form method="post" action="/sandbox/${options.method}">
        <input type="hidden" name="payment_intent_client_secret" value="${escapeHtml(options.clientSecret)}" />
        <button type="submit" name="outcome" value="approve" class="primary">${words.approve}</button>
        <button type="submit" name="outcome" value="fail">${escapeHtml(i18n._(msg`Fail test payment`))}</button>
        ${
          options.method === 'klarna'
            ? `<button type="submit" name="outcome" value="processing">${escapeHtml(i18n._(msg`Leave test payment processing`))}</button>`
            : ''
        }
      </form>`
    : `<p>${escapeHtml(i18n._(msg`This test payment is no longer waiting for an answer.`))}</p>
      <p><a href="${localizePath('/', locale)}#donate">${escapeHtml(i18n._(msg`Back to ${site}`))}</a></p>`;
  return standInDocument(locale, words.payment(name), words.badge(name), body);
}

/**
 * The page around a stand-in, in `locale`: plainly marked as a test, with its own style sheet.
 * `heading` and `badge` are text; `body` is HTML.
 */
export function standInDocument(
  locale: Locale,
  heading: string,
  badge: string,
  body: string,
): string {
  const title = escapeHtml(i18nFor(locale)._(msg`${heading} (test mode)`));
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title} | ${escapeHtml(brand.name)}</title>
    <link rel="stylesheet" href="/sandbox/stand-in.css" />
  </head>
  <body>
    <main>
      <p class="badge">${escapeHtml(badge)}</p>
      <h1>${escapeHtml(heading)}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/**
 * The stand-in for Stripe's hosted checkout page (ticket orders): the order summary, then Pay or
 * Cancel, in the language of the event page the order was started on (the session's, else its
 * return address's; `locale`, the browser's, when the session is gone). It says plainly that it is a test: no card is asked for and no money moves.
 */
export function renderCheckoutPage(session: CheckoutPageView | null, locale: Locale): string {
  const language =
    session?.locale ?? (session ? localeOfReturn(session.cancel_url, locale) : locale);
  const i18n = i18nFor(language);
  const words = said(i18n);
  const heading = i18n._(msg`Test checkout`);
  const badge = words.badge('Stripe Checkout');
  if (!session) {
    return standInDocument(
      language,
      heading,
      badge,
      `<p>${escapeHtml(i18n._(msg`This test checkout is no longer open: it was paid, cancelled or has expired.`))}</p>
      <p><a href="${localizePath('/events', language)}">${escapeHtml(i18n._(msg`Back to the events`))}</a></p>`,
    );
  }
  const items = session.line_items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td>${escapeHtml(formatSek(item.unitAmountOre * item.quantity))}</td></tr>`,
    )
    .join('');
  const action = `/sandbox/checkout/${encodeURIComponent(session.id)}`;
  const th = (text: string) => `<th scope="col">${escapeHtml(text)}</th>`;
  return standInDocument(
    language,
    heading,
    badge,
    `<p>${escapeHtml(i18n._(msg`This page stands in for Stripe's checkout while the site runs without Stripe keys (test mode). No card is needed, no real payment is made and no money is taken.`))}</p>
      <table>
        <caption>${escapeHtml(i18n._(msg`Your order`))}</caption>
        <thead><tr>${th(i18n._(msg`Item`))}${th(i18n._(msg`Quantity`))}${th(i18n._(msg`Price`))}</tr></thead>
        <tbody>${items}</tbody>
        <tfoot><tr><th scope="row" colspan="2">${escapeHtml(i18n._(msg`Total`))}</th><td>${escapeHtml(formatSek(session.amount_total ?? 0))}</td></tr></tfoot>
      </table>
      <dl>
        <dt>${words.payTo}</dt><dd>${escapeHtml(brand.name)}</dd>
        <dt>${escapeHtml(i18n._(msg`Receipt to`))}</dt><dd>${escapeHtml(session.customer_email)}</dd>
      </dl>
      <form method="post" action="${action}">
        <button type="submit" name="outcome" value="pay" class="primary">${escapeHtml(i18n._(msg`Pay (test)`))}</button>
        <button type="submit" name="outcome" value="cancel">${words.cancel}</button>
      </form>`,
  );
}

/**
 * The stand-in for the card page of Stripe's Customer Portal: the payer enters a test card that
 * bills their monthly gift from now on, or goes back without a change. In the language of the
 * My gifts page it returns to (`locale`, when the session is gone).
 */
export function renderCardUpdatePage(
  session: { id: string; returnUrl: string } | null,
  locale: Locale,
  error?: string,
): string {
  const language = session ? localeOfReturn(session.returnUrl, locale) : locale;
  const i18n = i18nFor(language);
  const heading = i18n._(msg`Update your card`);
  const badge = said(i18n).badge('Stripe Customer Portal');
  if (!session) {
    return standInDocument(
      language,
      heading,
      badge,
      `<p>${escapeHtml(i18n._(msg`This test card update is no longer open: it was used or has expired.`))}</p>
      <p><a href="${localizePath('/my-gifts', language)}">${escapeHtml(i18n._(msg`Back to My gifts`))}</a></p>`,
    );
  }
  const action = `/sandbox/card-update/${encodeURIComponent(session.id)}`;
  const field = (name: string, label: string, autocomplete: string) =>
    `<label>${escapeHtml(label)}<input name="${name}" autocomplete="${autocomplete}" inputmode="numeric" required${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''} /></label>`;
  return standInDocument(
    language,
    heading,
    badge,
    `<p>${escapeHtml(i18n._(msg`This page stands in for Stripe's Customer Portal while the site runs without Stripe keys (test mode). Enter a test card, such as 4242 4242 4242 4242: no real card is saved.`))}</p>
      ${error ? `<p id="card-error" role="alert" class="error">${escapeHtml(error)}</p>` : ''}
      <form method="post" action="${action}" class="fields">
        ${field('number', i18n._(msg`Card number`), 'cc-number')}
        ${field('expiry', i18n._(msg`Expiry (MM / YY)`), 'cc-exp')}
        ${field('cvc', i18n._(msg`Security code (CVC)`), 'cc-csc')}
        <button type="submit" class="primary">${escapeHtml(i18n._(msg`Save test card`))}</button>
      </form>
      <p><a href="${escapeHtml(session.returnUrl)}">${escapeHtml(i18n._(msg`Back without a change`))}</a></p>`,
  );
}

export const STAND_IN_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; background: #eef3f4; color: #1c2a33; line-height: 1.5; }
main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 10px 30px rgb(20 56 74 / 0.18); }
h1 { color: #14384a; margin-top: 0.5rem; }
.badge { display: inline-block; margin: 0; padding: 0.25rem 0.75rem; border-radius: 999px; background: #fff4d6; color: #5c3d00; font-weight: 700; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
form { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { min-height: 2.75rem; padding: 0.6rem 1.2rem; border: 2px solid #1f6f8b; border-radius: 999px; background: #fff; color: #14384a; font: inherit; font-weight: 700; cursor: pointer; }
button.primary { background: #f2b134; border-color: #f2b134; color: #1c1300; }
button:focus-visible, a:focus-visible { outline: 3px solid #8a5a00; outline-offset: 2px; }
a { color: #1f6f8b; }
table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
caption { text-align: left; font-weight: 700; margin-bottom: 0.25rem; }
th, td { padding: 0.4rem 0.5rem; border-bottom: 1px solid #d5dfe2; text-align: left; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
form.fields { flex-direction: column; align-items: stretch; }
label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; }
input { min-height: 2.75rem; padding: 0.4rem 0.6rem; border: 2px solid #5b6f7a; border-radius: 0.4rem; font: inherit; }
input:focus-visible { outline: 3px solid #8a5a00; outline-offset: 2px; }
.error { color: #8f1d1d; font-weight: 700; }
`;
