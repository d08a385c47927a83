import { solvedChallenge } from './challenge.ts';
import type { TestApp } from './test-app.ts';

/** An appeal as the admin's form sends it: running in January 2026 (the test clock's month). */
export const appealInput = {
  slug: 'christmas-well',
  title: 'A well for Kibera',
  summary: 'Clean water for 400 families.',
  content: [
    { type: 'text', text: 'The village walks two hours for water.' },
    { type: 'image', src: '/images/stories/water.svg', alt: 'A dry well' },
    { type: 'text', text: 'A well changes that.' },
  ],
  image: '/images/stories/water.svg',
  alt: 'Children at a tap',
  goal: 50_000,
  startsOn: '2026-01-01',
  endsOn: '2026-01-31',
  status: 'published',
};

export const appealSwedish = {
  title: 'En brunn för Kibera',
  summary: 'Rent vatten för 400 familjer.',
  blocks: ['Byn går två timmar efter vatten.', 'En brunn ändrar det.'],
};

/** Creates an appeal as the admin; answers it as the admin's call does. */
export async function createAppeal(t: TestApp, cookie: string, changes: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/appeals',
    headers: { cookie },
    payload: { ...appealInput, ...changes },
  });
  if (response.statusCode !== 201) throw new Error(`appeal not created: ${response.body}`);
  return response.json<{ appeal: { id: number; slug: string } }>().appeal;
}

/** A fundraiser as the "Start a fundraiser" form sends it (without its proof-of-work). */
export const fundraiserInput = {
  kind: 'birthday',
  title: 'Anna turns 40',
  organiserName: 'Anna Svensson',
  organiserEmail: 'Anna@Example.org',
  story: 'Instead of presents, help us build the well.',
  goal: 5_000,
  endsOn: '2026-03-01',
  emailPerGift: true,
};

/** Posts the form with a solved challenge. */
export async function postFundraiser(t: TestApp, changes: object = {}, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/fundraisers',
    payload: { ...fundraiserInput, ...changes, altcha: await solvedChallenge(t.app) },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
}

/** Opens the last e-mailed link to `email` as the My gifts page does; answers the session cookie. */
export async function signInByLink(t: TestApp, email: string): Promise<string> {
  const messages = (await t.outbox()).filter((message) => message.to_address === email);
  const token = messages.at(-1)?.secret;
  if (!token) throw new Error(`no link e-mailed to ${email}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/my-gifts/sessions',
    payload: { token },
  });
  const cookie = response.cookies.find((c) => c.name === 'donor_sid');
  if (!cookie) throw new Error(`sign-in failed: ${response.body}`);
  return `donor_sid=${cookie.value}`;
}

/** Starts, confirms and approves a fundraiser; answers its id, slug and the organiser's cookie. */
export async function approvedFundraiser(t: TestApp, adminCookie: string, changes: object = {}) {
  const started = await postFundraiser(t, changes);
  if (started.statusCode !== 200) throw new Error(`fundraiser not started: ${started.body}`);
  const email = String(
    (changes as { organiserEmail?: string }).organiserEmail ?? fundraiserInput.organiserEmail,
  ).toLowerCase();
  const organiser = await signInByLink(t, email);
  const row = await t.db
    .selectFrom('fundraisers')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const decision = await t.app.inject({
    method: 'POST',
    url: `/api/admin/fundraisers/${row.id}/decision`,
    headers: { cookie: adminCookie },
    payload: { approve: true },
  });
  if (decision.statusCode !== 200) throw new Error(`not approved: ${decision.body}`);
  return { id: row.id, slug: row.slug, organiser };
}
