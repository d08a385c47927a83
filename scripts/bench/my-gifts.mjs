// "My gifts" (issue 11): the time from "send me a link" to the e-mail in the outbox; /my-gifts
// for a donor with 500 gifts (server time p99 of its call, and the page's weight in Chromium);
// the yearly statement's PDF (size, and the time to make one); and the time "send me a link"
// takes to answer for a donor's address and for another, which must not tell them apart (issue
// 30). Against the built server on SQLite; `npm run bench:my-gifts` builds when needed, or
// `node scripts/bench/my-gifts.mjs` (`--link-timing`: that part only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { startBuiltServer } from '../lib/built-server.mjs';
import { launchBenchBrowser } from '../lib/chromium.mjs';
import { percentile } from '../lib/percentile.mjs';
import { solvedChallenge } from '../lib/solved-challenge.mjs';

const GIFTS = 500;
const LINK_SAMPLES = 10;
const LIST_SAMPLES = 300;
const PDF_SAMPLES = 30;
const DONOR = 'bench-donor@example.org';
const TIMING_SAMPLES = 200;
const onlyLinkTiming = process.argv.includes('--link-timing');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-my-gifts-'));
// One proxy is trusted, so each link request can come from its own client address.
const server = await startBuiltServer({
  env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SEED_SAMPLE_CONTENT: 'false' },
  stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
});
const base = server.baseUrl;
const db = new Database(path.join(dataDir, 'site.db'));
// A link's token waits beside the e-mail's text (which shows •••) until the e-mail is sent.
const queuedFor = db.prepare('select secret from outbox where to_address = ? order by id desc');

try {
  seedGifts();
  const timing = await measureLinkAnswers();
  const timingRows = [
    [
      `"Send me a link" answered, a donor's address (median of ${TIMING_SAMPLES})`,
      `${timing.donor} ms`,
    ],
    [
      `"Send me a link" answered, another address (median of ${TIMING_SAMPLES})`,
      `${timing.other} ms`,
    ],
  ];
  printTable(onlyLinkTiming ? timingRows : [...(await measureTheRest()), ...timingRows]);
} finally {
  db.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Every part but the link timing, as rows of the table. */
async function measureTheRest() {
  const link = await measureLinks();
  const cookie = await signIn();
  const list = await measureList(cookie);
  const weight = await weighPage(cookie);
  const pdf = await measurePdf(cookie);
  const rows = [
    [
      '"Send me a link" → e-mail in the outbox (median / max)',
      `${link.median} ms / ${link.max} ms`,
    ],
    [
      `GET /api/my-gifts, ${GIFTS} gifts: p50 / p99 (${LIST_SAMPLES} calls)`,
      `${list.p50} ms / ${list.p99} ms`,
    ],
    [
      'GET /api/my-gifts: first page (50 gifts) JSON, raw / gzip',
      `${kb(list.bytes)} / ${kb(list.gzip)}`,
    ],
    [
      '/my-gifts signed in, page weight (all responses, raw / gzip)',
      `${kb(weight.raw)} / ${kb(weight.gzip)} in ${weight.requests} requests`,
    ],
    [`Statement PDF, ${GIFTS} gifts: size`, kb(pdf.bytes)],
    [
      `Statement PDF: time to make one, p50 / p99 (${PDF_SAMPLES} calls)`,
      `${pdf.p50} ms / ${pdf.p99} ms`,
    ],
  ];
  return rows;
}

function printTable(rows) {
  console.log('| My gifts | figure |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** 500 paid card gifts last year, and one for each link-request address and timed donor. */
function seedGifts() {
  const insert = db.prepare(`insert into donations (provider, provider_ref, payment_intent_id,
    kind, method, amount_ore, currency, donor_name, donor_email, status, status_at, paid_at,
    created_at, updated_at) values ('sandbox', ?, ?, 'one_time', 'card', ?, 'sek', 'Bench',
    ?, 'succeeded', ?, ?, ?, ?)`);
  const year = new Date().getFullYear() - 1;
  db.transaction(() => {
    for (let i = 0; i < GIFTS; i += 1) {
      const at = new Date(Date.UTC(year, 0, 1) + i * 17 * 3_600_000).toISOString();
      insert.run(`pi_bench_${i}`, `pi_bench_${i}`, 10_000 + i, DONOR, at, at, at, at);
    }
    const at = new Date().toISOString();
    for (let i = 0; i < LINK_SAMPLES; i += 1) {
      insert.run(`pi_link_${i}`, `pi_link_${i}`, 5_000, `link-${i}@example.org`, at, at, at, at);
    }
    for (let i = 0; i < TIMING_SAMPLES; i += 1) {
      insert.run(`pi_time_${i}`, `pi_time_${i}`, 5_000, `timed-${i}@example.org`, at, at, at, at);
    }
  })();
}

function requestLink(email, client) {
  return solvedChallenge(base).then((altcha) =>
    fetch(`${base}/api/my-gifts/sign-in-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, altcha }),
    }),
  );
}

/** From the request leaving (proof-of-work already solved) to its e-mail stored in the outbox. */
async function measureLinks() {
  const times = [];
  for (let i = 0; i < LINK_SAMPLES; i += 1) {
    const email = `link-${i}@example.org`;
    const altcha = await solvedChallenge(base);
    const started = performance.now();
    const sent = fetch(`${base}/api/my-gifts/sign-in-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ email, altcha }),
    });
    while (!queuedFor.get(email)) await new Promise((resolve) => setTimeout(resolve, 1));
    times.push(performance.now() - started);
    await sent;
  }
  return { median: percentile(times, 50), max: percentile(times, 100) };
}

/**
 * The answer's time, from the request leaving (proof of work solved before) to its last byte:
 * donors' addresses and others in turns, each address once and from its own client address, so
 * that no limit cuts the work short. Medians to a hundredth of a millisecond.
 */
async function measureLinkAnswers() {
  const times = { donor: [], other: [] };
  for (let i = 0; i < TIMING_SAMPLES; i += 1) {
    const pair = [
      ['donor', `timed-${i}@example.org`],
      ['other', `never-${i}@example.org`],
    ];
    // Each kind goes first in turn, so that neither gains from its place.
    for (const [kind, email] of i % 2 ? pair.reverse() : pair) {
      const altcha = await solvedChallenge(base);
      const client = `203.0.${kind === 'donor' ? 113 : 114}.${i + 1}`;
      const started = performance.now();
      const response = await fetch(`${base}/api/my-gifts/sign-in-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email, altcha }),
      });
      await response.arrayBuffer();
      times[kind].push(performance.now() - started);
      if (response.status !== 202) throw new Error(`link request answered ${response.status}`);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1].toFixed(2);
  return { donor: median(times.donor), other: median(times.other) };
}

async function signIn() {
  await requestLink(DONOR, '198.51.100.200');
  const token = queuedFor.get(DONOR)?.secret;
  const response = await fetch(`${base}/api/my-gifts/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

async function measureList(cookie) {
  const times = [];
  let body = '';
  for (let i = 0; i < LIST_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/my-gifts`, { headers: { cookie } });
    body = await response.text();
    times.push(performance.now() - started);
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    bytes: Buffer.byteLength(body),
    gzip: gzipSync(body).length,
  };
}

/** Every response of /my-gifts, signed in, until the network is idle (no cache). */
async function weighPage(cookie) {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => bodies.push(response.body().catch(() => Buffer.alloc(0))));
    await page.goto(`${base}/my-gifts`, { waitUntil: 'networkidle' });
    await page.getByText(`Signed in as ${DONOR}`).waitFor();
    const all = await Promise.all(bodies);
    return {
      requests: all.length,
      raw: all.reduce((sum, body) => sum + body.length, 0),
      gzip: all.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}

async function measurePdf(cookie) {
  const year = new Date().getFullYear() - 1;
  const times = [];
  let bytes = 0;
  for (let i = 0; i < PDF_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/my-gifts/statements/${year}.pdf`, {
      headers: { cookie },
    });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  return { bytes, p50: percentile(times, 50), p99: percentile(times, 99) };
}
