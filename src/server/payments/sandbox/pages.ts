import { brand } from '#shared/brand.ts';
import { formatSek, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import type { CheckoutPageView } from './checkout.ts';
import type { RedirectMethod } from './redirects.ts';
import type { ClientPaymentIntent } from './results.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in for PayPal's or Klarna's own page, where the visitor approves the payment. It
 * says plainly that it is a test: no money moves.
 */
export function renderStandInPage(options: {
  method: RedirectMethod;
  intent: ClientPaymentIntent | null;
  clientSecret: string;
}): string {
  const name = PAYMENT_METHOD_LABELS[options.method];
  const { intent } = options;
  const body = intent
    ? `<p>This page stands in for ${name} while the site runs without Stripe keys (test mode). No real payment is made and no money is taken.</p>
      <dl>
        <dt>Pay to</dt><dd>${escapeHtml(brand.name)}</dd>
        <dt>Amount</dt><dd>${escapeHtml(formatSek(intent.amount))}</dd>
      </dl>
      <form method="post" action="/sandbox/${options.method}">
        <input type="hidden" name="payment_intent_client_secret" value="${escapeHtml(options.clientSecret)}" />
        <button type="submit" name="outcome" value="approve" class="primary">Approve test payment</button>
        <button type="submit" name="outcome" value="fail">Fail test payment</button>
        ${
          options.method === 'klarna'
            ? '<button type="submit" name="outcome" value="processing">Leave test payment processing</button>'
            : ''
        }
      </form>`
    : `<p>This test payment is no longer waiting for an answer.</p>
      <p><a href="/#donate">Back to ${escapeHtml(brand.name)}</a></p>`;
  return standInDocument(`${name} test payment`, `Test stand-in: not the real ${name}`, body);
}

/** The page around a stand-in: plainly marked as a test, with the stand-ins' own style sheet. */
export function standInDocument(heading: string, badge: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${heading} (sandbox) | ${escapeHtml(brand.name)}</title>
    <link rel="stylesheet" href="/sandbox/stand-in.css" />
  </head>
  <body>
    <main>
      <p class="badge">${badge}</p>
      <h1>${heading}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/**
 * The stand-in for Stripe's hosted checkout page (ticket orders): the order summary, then Pay or
 * Cancel. It says plainly that it is a test: no card is asked for and no money moves.
 */
export function renderCheckoutPage(session: CheckoutPageView | null): string {
  if (!session) {
    return standInDocument(
      'Test checkout',
      'Test stand-in: not the real Stripe Checkout',
      `<p>This test checkout is no longer open: it was paid, cancelled or has expired.</p>
      <p><a href="/events">Back to the events</a></p>`,
    );
  }
  const items = session.line_items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td>${escapeHtml(formatSek(item.unitAmountOre * item.quantity))}</td></tr>`,
    )
    .join('');
  const action = `/sandbox/checkout/${encodeURIComponent(session.id)}`;
  return standInDocument(
    'Test checkout',
    'Test stand-in: not the real Stripe Checkout',
    `<p>This page stands in for Stripe's checkout while the site runs without Stripe keys (test mode). No card is needed, no real payment is made and no money is taken.</p>
      <table>
        <caption>Your order</caption>
        <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
        <tbody>${items}</tbody>
        <tfoot><tr><th scope="row" colspan="2">Total</th><td>${escapeHtml(formatSek(session.amount_total ?? 0))}</td></tr></tfoot>
      </table>
      <dl>
        <dt>Pay to</dt><dd>${escapeHtml(brand.name)}</dd>
        <dt>Receipt to</dt><dd>${escapeHtml(session.customer_email)}</dd>
      </dl>
      <form method="post" action="${action}">
        <button type="submit" name="outcome" value="pay" class="primary">Pay (test)</button>
        <button type="submit" name="outcome" value="cancel">Cancel</button>
      </form>`,
  );
}

/**
 * The stand-in for the card page of Stripe's Customer Portal: the payer enters a test card that
 * bills their monthly gift from now on, or goes back without a change.
 */
export function renderCardUpdatePage(
  session: { id: string; returnUrl: string } | null,
  error?: string,
): string {
  const heading = 'Update your card';
  const badge = 'Test stand-in: not the real Stripe Customer Portal';
  if (!session) {
    return standInDocument(
      heading,
      badge,
      `<p>This test card update is no longer open: it was used or has expired.</p>
      <p><a href="/my-gifts">Back to My gifts</a></p>`,
    );
  }
  const action = `/sandbox/card-update/${encodeURIComponent(session.id)}`;
  const field = (name: string, label: string, autocomplete: string) =>
    `<label>${label}<input name="${name}" autocomplete="${autocomplete}" inputmode="numeric" required${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''} /></label>`;
  return standInDocument(
    heading,
    badge,
    `<p>This page stands in for Stripe's Customer Portal while the site runs without Stripe keys (test mode). Enter a test card, such as 4242 4242 4242 4242: no real card is saved.</p>
      ${error ? `<p id="card-error" role="alert" class="error">${escapeHtml(error)}</p>` : ''}
      <form method="post" action="${action}" class="fields">
        ${field('number', 'Card number', 'cc-number')}
        ${field('expiry', 'Expiry (MM / YY)', 'cc-exp')}
        ${field('cvc', 'Security code (CVC)', 'cc-csc')}
        <button type="submit" class="primary">Save test card</button>
      </form>
      <p><a href="${escapeHtml(session.returnUrl)}">Back without a change</a></p>`,
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
