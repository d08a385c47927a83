// The rate limits across instances: two built servers on one PostgreSQL database, one client
// address, requests alternating between them. Each limit should let through its number of
// requests in all (within 1), not that number per instance. Then the throughput of a page and of
// a limited route with the counters in PostgreSQL, beside one instance counting in memory.
// Part of `npm run bench`; alone: `node scripts/bench/limits.mjs` (needs a PostgreSQL server:
// BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase } from '../lib/bench-database.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { solvedChallenge } from '../lib/solved-challenge.mjs';

const ADMIN = { username: 'bench', password: 'bench-password-not-secret' };
const LOAD = { connections: 50, durationSeconds: 10 };

/** Each limit: its documented number, and one request that counts against it. */
const LIMITS = [
  {
    // Wrong passwords for one username from one client: that pair is refused after 10.
    name: 'failed sign-ins, one username from one client',
    limit: 10,
    send: (base) => post(base, '/api/login', { username: ADMIN.username, password: 'wrong' }),
  },
  {
    name: 'contact messages',
    limit: 8,
    send: async (base) =>
      post(base, '/api/send-email', {
        name: 'Bench',
        email: 'bench@example.org',
        message: 'A message from the limits bench.',
        altcha: await solvedChallenge(base),
      }),
  },
  {
    name: 'volunteer applications',
    limit: 8,
    send: async (base) => post(base, '/api/volunteer.php', await volunteerForm(base)),
  },
  {
    name: 'payment starts',
    limit: 20,
    send: async (base) =>
      post(base, '/api/create-payment-intent', {
        amount: 100,
        currency: 'sek',
        donorName: 'Bench',
        donorEmail: 'bench@example.org',
        paymentMethodType: 'card',
        altcha: await solvedChallenge(base),
      }),
  },
  {
    name: 'ticket checkouts',
    limit: 10,
    send: async (base, i) =>
      post(base, '/api/create-checkout-session', {
        amount: 150,
        eventId: 'community-food-walk',
        tickets: { adult: 1, youth: 0, child: 0 },
        successUrl: `${base}/events/community-food-walk?paid=1`,
        cancelUrl: `${base}/events/community-food-walk`,
        name: 'Bench',
        // Another buyer each time, so that the cap on spots one address holds does not count.
        email: `bench-${i}@example.org`,
        phone: '070 000 00 00',
        altcha: await solvedChallenge(base),
      }),
  },
  {
    name: 'prayers on one point (per client)',
    limit: 60,
    send: (base) => post(base, '/api/prayer.php?action=increment', { id: 1 }),
  },
];

export async function measureLimits({ log = (m) => process.stderr.write(`${m}\n`) } = {}) {
  const database = await createBenchDatabase('bench_limits');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-limits-'));
  const shared = {
    DATABASE_URL: database.url,
    CHALLENGE_HMAC_KEY: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    REDIS_URL: '',
  };
  const servers = [];
  const rows = [];
  try {
    // The first migrates and seeds; the second starts on the same database.
    for (const name of ['a', 'b']) {
      const dir = path.join(dataDir, name);
      servers.push(await startBuiltServer({ stdio: 'ignore', env: { ...shared, DATA_DIR: dir } }));
    }
    const bases = servers.map((server) => server.baseUrl);
    for (const limit of LIMITS) {
      log(`limit: ${limit.name} …`);
      const counts = { allowed: 0, refused: 0, other: [] };
      for (let i = 0; i < limit.limit + 10; i++) {
        const status = await limit.send(bases[i % 2], i);
        if (status === 429) counts.refused++;
        // Past the limit: answered at all (a wrong password's 401, a sold-out 409 included).
        else if (status < 400 || status === 401 || status === 409) counts.allowed++;
        else counts.other.push(status);
      }
      rows.push({
        measure: 'Limit across two instances (one PostgreSQL)',
        subject: `${limit.name}: ${limit.limit}`,
        result: `${counts.allowed} allowed, ${counts.refused} refused${counts.other.length ? `, other answers: ${counts.other.join(' ')}` : ''}`,
      });
    }
    rows.push(...(await throughput('counters in PostgreSQL (two instances)', bases[0], log)));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
  const memory = await startBuiltServer({
    stdio: 'ignore',
    env: { ...shared, DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'memory') },
  });
  try {
    rows.push(
      ...(await throughput('counters in memory (one SQLite instance)', memory.baseUrl, log)),
    );
  } finally {
    await memory.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** A page (no limit) and prayers (limited), each prayer from its own address so none is refused. */
async function throughput(label, base, log) {
  const rows = [];
  for (const target of [
    { subject: 'GET /who-we-are', path: '/who-we-are' },
    {
      // From one address: past its limit most are answered 429, each after counting.
      subject: 'POST prayer increment (limited route)',
      path: '/api/prayer.php?action=increment',
      method: 'POST',
      body: JSON.stringify({ id: 2 }),
    },
  ]) {
    log(`throughput ${target.subject}, ${label} …`);
    const result = await autocannon({
      url: `${base}${target.path}`,
      method: target.method ?? 'GET',
      body: target.body,
      headers: { 'content-type': 'application/json' },
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
    });
    rows.push({
      measure: `Throughput, ${label}`,
      subject: target.subject,
      result: `${Math.round(result.requests.average).toLocaleString('en-US')} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} refused`,
    });
  }
  return rows;
}

async function post(base, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function volunteerForm(base) {
  return {
    name: 'Bench Volunteer',
    email: 'bench@example.org',
    location: 'Stockholm',
    availability: 'Weekends',
    interests: ['Education'],
    motivation: 'I would like to help the schools with what I know about teaching.',
    altcha: await solvedChallenge(base),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureLimits();
  const lines = ['| Measure | Subject | Result |', '| --- | --- | --- |'];
  for (const row of rows) lines.push(`| ${row.measure} | ${row.subject} | ${row.result} |`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
