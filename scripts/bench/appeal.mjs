// An appeal's busy hour (issue 31): two built servers on one PostgreSQL database, as behind a load
// balancer, take BENCH_RATE card gifts a second (50) for BENCH_SECONDS seconds (60) through the
// sandbox, every tenth in memory of someone with a card by e-mail. Each gift makes the browser's
// calls, started on one instance and paid on the other; the sandbox then delivers the provider's
// confirmation (its webhook event). Measured: each step's p50 and p99, and the time from the
// confirmation until GET /api/appeals/:slug shows a total that includes the gift. Checked: the
// appeal's total and count equal the paid gifts', none twice, and every e-mail reached the SMTP
// sink exactly once. `npm run bench:appeal` builds when needed (PostgreSQL: see bench-database.mjs).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createBenchDatabase } from '../lib/bench-database.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { WATCH_EVERY_MS, watchAppealTotal, watchConfirmations } from '../lib/gift-watchers.mjs';
import { percentile } from '../lib/percentile.mjs';
import { sampleAppeal } from '../lib/sample-appeal.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { solvedChallenge } from '../lib/solved-challenge.mjs';
import { signIn } from './pages-with-data.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const TRIBUTE_EVERY = 10;
const SOLVING_AT_ONCE = 8;
/** How long one gift's confirmation or its showing may take before it counts as lost. */
const STEP_TIMEOUT_MS = 60_000;
const OUTBOX_TIMEOUT_MS = 600_000;
const ADMIN = { username: 'bench', password: 'bench-password-not-secret' };
const SLUG = 'busy-hour';
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

const database = await createBenchDatabase('bench_appeal');
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
// A connection ended by the server (another session dropping databases, say) fails the next
// query, and the run then stops its servers, rather than crashing the bench and leaving them.
pool.on('error', (error) => log(`database connection lost: ${error.message}`));
const smtp = await startSmtpSink();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-appeal-'));
const servers = [];
try {
  const shared = {
    DATABASE_URL: database.url,
    // What every instance behind one load balancer shares.
    CHALLENGE_HMAC_KEY: randomBytes(32).toString('hex'),
    CLIENT_REF_KEY: randomBytes(32).toString('hex'),
    DONOR_LINK_KEY: randomBytes(32).toString('hex'),
    ADMIN_TOTP_KEY: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // Each gift comes from its own client address, as a busy hour's givers do.
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    SMTP_INSECURE: 'true',
    SEED_SAMPLE_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  };
  // The first migrates; the second starts on the same database.
  for (const name of ['a', 'b']) {
    const env = { ...shared, DATA_DIR: path.join(dataDir, name) };
    servers.push(await startBuiltServer({ stdio: 'inherit', env }));
  }
  const bases = servers.map((server) => server.baseUrl);
  await publishAppeal(bases[0]);
  const gifts = await prepareGifts(bases);
  log(`${gifts.length} gifts over ${SECONDS} s …`);
  const results = await busyHour(gifts, bases);
  log('waiting for the outbox …');
  const outbox = await outboxDrained();
  const checks = await check(results, bases, outbox);
  printReport(results, checks);
  if (checks.some((row) => !row.ok)) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await pool.end();
  await smtp.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

async function postJson(base, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function publishAppeal(base) {
  const cookie = await signIn(base, ADMIN);
  const created = await postJson(base, '/api/admin/appeals', sampleAppeal(SLUG), { cookie });
  if (created.status !== 201)
    throw new Error(`appeal not published: ${JSON.stringify(created.body)}`);
}

/** Every gift's form, its proof of work solved beforehand as on the giver's own device. */
async function prepareGifts(bases) {
  const count = Math.round(SECONDS * RATE);
  log(`solving ${count} challenges (the givers' devices' work, done beforehand) …`);
  const gifts = Array.from({ length: count }, (_, index) => {
    const amountSek = 50 + (index % 20) * 25;
    const cardTo = index % TRIBUTE_EVERY === 0 ? `card-${index}@example.org` : null;
    const form = {
      amount: amountSek,
      currency: 'sek',
      paymentMethodType: 'card',
      donorName: `Giver ${index}`,
      donorEmail: `giver-${index}@example.org`,
      appeal: SLUG,
      showName: true,
      showAmount: true,
      ...(cardTo && { tribute: memorialCard(cardTo) }),
    };
    return { index, amountOre: amountSek * 100, form, cardTo };
  });
  // A few at once: the digests run on libuv's threads.
  for (let first = 0; first < count; first += SOLVING_AT_ONCE) {
    await Promise.all(
      gifts.slice(first, first + SOLVING_AT_ONCE).map(async (gift) => {
        gift.form.altcha = await solvedChallenge(bases[gift.index % 2]);
      }),
    );
  }
  return gifts;
}

function memorialCard(recipientEmail) {
  return {
    kind: 'memory',
    personName: 'Karin Lind',
    greeting: 'She loved the sea.',
    signedBy: 'Anna and Erik Berg',
    showAmount: false,
    motif: 'lily',
    delivery: { method: 'email', recipientName: 'Lena Lind', recipientEmail },
  };
}

/** Starts the gifts at their times (an open loop: a slow answer delays no later gift). */
async function busyHour(gifts, bases) {
  const confirmations = watchConfirmations(pool);
  const totals = watchAppealTotal(bases, SLUG);
  const start = performance.now();
  try {
    return await Promise.all(
      gifts.map(async (gift) => {
        await sleep(start + (gift.index * 1000) / RATE - performance.now());
        return give(gift, bases, confirmations, totals).catch((error) => ({
          gift,
          error: error.message,
        }));
      }),
    );
  } finally {
    await Promise.all([confirmations.stop(), totals.stop()]);
  }
}

/** One gift: created on one instance, paid on the other; then confirmed, then shown. */
async function give(gift, bases, confirmations, totals) {
  const [createOn, payOn] = gift.index % 2 ? [bases[1], bases[0]] : [bases[0], bases[1]];
  const client = {
    'x-forwarded-for': `10.${gift.index >> 16}.${(gift.index >> 8) & 255}.${gift.index & 255}`,
  };
  const began = performance.now();
  const created = await postJson(createOn, '/api/create-payment-intent', gift.form, client);
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  const createdAt = performance.now();
  const { clientSecret } = created.body;
  const confirmation = confirmations.wait(clientSecret.split('_secret_')[0], gift.amountOre);
  const paid = await postJson(
    payOn,
    '/api/sandbox/confirm-card',
    { clientSecret, card: CARD },
    client,
  );
  if (paid.body?.paymentIntent?.status !== 'succeeded')
    throw new Error(`pay answered ${paid.status}`);
  const paidAt = performance.now();
  const confirmed = await within(confirmation, 'confirmation');
  const shownAt = await within(totals.wait(confirmed.includedOre), 'the appeal showing it');
  return {
    gift,
    create: createdAt - began,
    pay: paidAt - createdAt,
    // Seen recorded before pay's answer arrived: nothing left to wait for.
    confirm: Math.max(0, confirmed.at - paidAt),
    confirmedAt: confirmed.at,
    shown: shownAt - confirmed.at,
  };
}

function within(promise, what) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no ${what} within ${STEP_TIMEOUT_MS / 1000} s`)),
      STEP_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits until no e-mail waits in the outbox; how long that took, and how many failed. */
async function outboxDrained() {
  const began = performance.now();
  while (performance.now() - began < OUTBOX_TIMEOUT_MS) {
    const { rows } = await pool.query(`select
      count(*) filter (where status in ('pending', 'sending'))::int as waiting,
      count(*) filter (where status = 'failed')::int as failed from outbox`);
    if (rows[0].waiting === 0) return { drained: true, ms: performance.now() - began, ...rows[0] };
    await sleep(100);
  }
  return { drained: false, ms: OUTBOX_TIMEOUT_MS, waiting: -1, failed: -1 };
}

async function check(results, bases, outbox) {
  const paid = results.filter((result) => !result.error);
  const paidOre = paid.reduce((sum, result) => sum + result.gift.amountOre, 0);
  const shown = await Promise.all(
    bases.map(
      async (base) => (await (await fetch(`${base}/api/appeals/${SLUG}`)).json()).appeal.progress,
    ),
  );
  const { rows } = await pool.query(`select count(*)::int as gifts,
      count(distinct payment_intent_id)::int as payments, coalesce(sum(amount_ore), 0)::bigint as ore
    from donations where status = 'succeeded'`);
  const recorded = rows[0];
  const exactlyOnce = (addresses) => addresses.filter((address) => smtp.count(address) !== 1);
  const cardsAmiss = exactlyOnce(paid.flatMap((result) => result.gift.cardTo ?? []));
  const receiptsAmiss = exactlyOnce(paid.map((result) => result.gift.form.donorEmail));
  const failures = results.filter((result) => result.error);
  return [
    {
      name: `every gift paid, confirmed and shown (${results.length})`,
      ok: failures.length === 0,
      detail: failures.length ? `${failures.length} not: ${failures[0].error}` : '',
    },
    ...shown.map((progress, i) => ({
      name: `instance ${'ab'[i]}: the appeal's total = the paid gifts' (${sek(paidOre)}), count = ${paid.length}`,
      ok: progress.raisedOre === paidOre && progress.gifts === paid.length,
      detail: `${sek(progress.raisedOre)}, ${progress.gifts} gifts`,
    })),
    {
      name: 'the database: one paid gift per payment, none lost or twice',
      ok:
        recorded.gifts === paid.length &&
        recorded.payments === paid.length &&
        Number(recorded.ore) === paidOre,
      detail: `${recorded.gifts} gifts, ${recorded.payments} payments, ${sek(Number(recorded.ore))}`,
    },
    {
      name: `the outbox emptied within ${OUTBOX_TIMEOUT_MS / 1000} s, nothing failed`,
      ok: outbox.drained && outbox.failed === 0,
      detail: outbox.drained
        ? `${(outbox.ms / 1000).toFixed(1)} s after the last gift, ${outbox.failed} failed`
        : 'not emptied',
    },
    {
      name: `every card e-mail received exactly once (${paid.filter((r) => r.gift.cardTo).length})`,
      ok: cardsAmiss.length === 0,
      detail: cardsAmiss.length
        ? `${cardsAmiss.length} not, e.g. ${cardsAmiss[0]}: ${smtp.count(cardsAmiss[0])}`
        : '',
    },
    {
      name: `every receipt received exactly once (${paid.length})`,
      ok: receiptsAmiss.length === 0,
      detail: receiptsAmiss.length
        ? `${receiptsAmiss.length} not, e.g. ${receiptsAmiss[0]}: ${smtp.count(receiptsAmiss[0])}`
        : '',
    },
  ];
}

function sek(ore) {
  return `${(ore / 100).toLocaleString('en-US')} kr`;
}

function printReport(results, checks) {
  const done = results.filter((result) => !result.error);
  const row = (label, values) =>
    `| ${label} | ${percentile(values, 50)} ms | ${percentile(values, 99)} ms | ${values.length} |`;
  const step = (label, key) =>
    row(
      label,
      done.map((result) => result[key]),
    );
  const cardDelays = done.flatMap((result) => {
    const receivedAt = result.gift.cardTo && smtp.firstAt(result.gift.cardTo);
    return receivedAt ? [receivedAt - result.confirmedAt] : [];
  });
  console.log(
    `\nAn appeal's busy hour: ${RATE} gifts/s for ${SECONDS} s, two instances on PostgreSQL\n`,
  );
  console.log('| Step | p50 | p99 | gifts |\n| --- | --- | --- | --- |');
  console.log(step('create (POST /api/create-payment-intent)', 'create'));
  console.log(step("pay (the sandbox's confirm-card)", 'pay'));
  console.log(step("confirm (pay's answer → gift recorded paid)", 'confirm'));
  console.log(step('confirmed → GET /api/appeals/:slug shows it', 'shown'));
  console.log(row('confirmed → its card e-mail received', cardDelays));
  console.log(
    `\n(The watchers look every ${WATCH_EVERY_MS} ms: the last two rows are late by up to that.)\n`,
  );
  console.log('| Check | | |\n| --- | --- | --- |');
  for (const row of checks)
    console.log(`| ${row.name} | ${row.ok ? 'ok' : 'FAILED'} | ${row.detail} |`);
}
