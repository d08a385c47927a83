import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartSwishResponse } from '#shared/schemas/swish.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { sandboxOf, startGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { localeOfReturn } from './pages.ts';
import type { SandboxPayments } from './provider.ts';

const SITE = 'http://localhost';
/** The page holds every one of `parts`. */
const says = (body: string, parts: string[]) => {
  for (const part of parts) expect(body).toContain(part);
};

describe('the language of a stand-in page', () => {
  it('is that of the page it goes back to, else the browser’s', () => {
    expect(localeOfReturn(`${SITE}/sv?swish=1#donate`, 'en')).toBe('sv');
    expect(localeOfReturn(`${SITE}/sv/events/walk?cancelled=1`, 'en')).toBe('sv');
    expect(localeOfReturn(`${SITE}/events/walk`, 'sv')).toBe('en');
    expect(localeOfReturn('/sv/my-gifts', 'en')).toBe('sv');
    expect(localeOfReturn(undefined, 'sv')).toBe('sv');
    expect(localeOfReturn('http://[bad', 'sv')).toBe('sv');
  });
});

describe('the sandbox’s stand-in pages for a gift or order from a Swedish page', () => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  beforeEach(async () => {
    t = await createTestApp({ env: { PAYMENT_METHODS: 'card,paypal,klarna,swish' } });
    sandbox = sandboxOf(t);
  });
  afterEach(() => t.close());

  /** A PayPal or Klarna gift started on the page at `returnUrl`: its stand-in page. */
  const standIn = async (method: 'paypal' | 'klarna', returnUrl: string) => {
    const clientSecret = await startGift(t.app, {
      amount: 75,
      paymentMethodType: method,
      donorEmail: 'anna@example.org',
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm-redirect',
      payload: {
        clientSecret,
        method,
        returnUrl,
        billing: { name: 'Anna', email: 'anna@example.org', address: { country: 'SE' } },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    return t.app.inject({ url: started.json<{ redirect: { url: string } }>().redirect.url });
  };

  it('shows Klarna’s stand-in in Swedish for a gift from /sv, in English from /', async () => {
    const swedish = await standIn('klarna', `${SITE}/sv#donate`);
    expect(swedish.statusCode).toBe(200);
    says(swedish.body, [
      '<html lang="sv">',
      '<h1>Testbetalning med Klarna</h1>',
      'Testsida: inte riktiga Klarna',
      'Ingen riktig betalning görs och inga pengar dras.',
      '<dt>Mottagare</dt>',
      '>Godkänn testbetalningen</button>',
      '>Låt testbetalningen misslyckas</button>',
      '>Låt testbetalningen förbli under behandling</button>',
    ]);
    expect(swedish.body).not.toContain('Approve test payment');

    const english = await standIn('paypal', `${SITE}/#donate`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('>Approve test payment</button>');
  });

  it('answers a stand-in page that is gone in the browser’s language', async () => {
    const gone = await t.app.inject({
      url: '/sandbox/paypal?payment_intent_client_secret=pi_x_secret_y',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9' },
    });
    expect(gone.statusCode).toBe(404);
    says(gone.body, [
      '<html lang="sv">',
      'Den här testbetalningen väntar inte längre på något svar.',
      '<a href="/sv#donate">Tillbaka till',
    ]);
  });

  it('shows the checkout in the language of the event page the order was made on', async () => {
    const open = async (path: string, locale?: 'sv') => {
      const session = await sandbox.checkout.create(
        {
          currency: 'sek',
          lineItems: [{ name: 'Community Food Walk: Vuxen', unitAmountOre: 15_000, quantity: 2 }],
          customerEmail: 'anna@example.org',
          successUrl: `${SITE}${path}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${SITE}${path}?cancelled=1`,
          expiresAt: new Date(t.clock.now().getTime() + 60 * 60_000),
          clientReferenceId: 'T-ABCDEFGH',
          metadata: {},
          ...(locale ? { locale } : {}),
        },
        { idempotencyKey: `order:${path}:${locale}` },
      );
      return t.app.inject({ url: session.url ?? '' });
    };
    for (const page of [
      await open('/sv/events/community-food-walk', 'sv'),
      await open('/sv/events/community-food-walk'),
    ]) {
      says(page.body, [
        '<html lang="sv">',
        '<h1>Testkassa</h1>',
        '<caption>Din beställning</caption>',
        '<th scope="col">Antal</th>',
        '>Betala (test)</button>',
        '>Avbryt</button>',
      ]);
    }
    const english = await open('/events/community-food-walk');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('>Pay (test)</button>');
  });

  it('shows the Swish app’s stand-in in Swedish for a gift from /sv', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donations/swish',
      headers: { 'accept-language': 'sv' },
      payload: { amount: 100, altcha: await solvedChallenge(t.app) },
    });
    const { appUrl } = response.json<StartSwishResponse>();
    const page = await t.app.inject({ url: appUrl ?? '' });
    expect(page.statusCode).toBe(200);
    says(page.body, [
      '<html lang="sv">',
      '<h1>Testbetalning med Swish</h1>',
      'Testsida: inte den riktiga Swish-appen',
      '>Godkänn testbetalningen</button>',
      '>Neka</button>',
    ]);
  });
});
