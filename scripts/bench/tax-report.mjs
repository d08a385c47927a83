// The tax reduction's yearly report over 100,000 gifts (issue 11): the built server answers
// GET /api/admin/tax-reduction and its CSV for a year of 100,000 gifts by 10,000 givers, on
// SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. Prints the time of
// each answer, and the server process's resident memory before them and its peak while it
// answers them (VmHWM, the high-water mark of its RSS, reset just before).
// Run: `npm run bench:tax-report` (builds first when needed; tsx reads the site's TypeScript).
// Target: < 10 s and < 200 MB.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateToLatest } from '../../src/server/db/database.ts';
import { createPersonalNumberBox } from '../../src/server/lib/personal-numbers/box.ts';
import { passesLuhn } from '../../src/shared/luhn.ts';
import { createBenchDatabase } from '../lib/bench-database.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { signIn } from './pages-with-data.mjs';

const GIFTS = 100_000;
const GIVERS = 10_000;
const YEAR = 2025;
const KEY = randomBytes(32);
const ADMIN = { username: 'bench', password: 'bench-password-not-secret' };
const TAX_ENV = {
  TAX_REDUCTION_APPROVED_FROM: '2020-01-01',
  ORGANISATION_NUMBER: '556572-7228',
  PERSONAL_DATA_KEY: KEY.toString('hex'),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  SEED_SAMPLE_CONTENT: 'false',
};

/** A valid personal identity number of the `n`th giver, each born on a day of their own. */
function personnummer(n) {
  const date = new Date(Date.UTC(1950, 0, 1) + n * 86_400_000);
  const yymmdd = date.toISOString().slice(2, 10).replaceAll('-', '');
  const serial = String(100 + (n % 900));
  const check = [...'0123456789'].find((digit) => passesLuhn(`${yymmdd}${serial}${digit}`));
  return `${date.getUTCFullYear()}${date.toISOString().slice(5, 10).replace('-', '')}${serial}${check}`;
}

/** 100,000 paid gifts in YEAR: some under 200 SEK, some refunded, a tenth monthly. */
async function seed(db) {
  await migrateToLatest(db);
  const box = createPersonalNumberBox(KEY);
  const givers = Array.from({ length: GIVERS }, (_, n) => {
    const digits = personnummer(n);
    return { sealed: box.seal(digits), hmac: box.hash(digits), name: `Giver ${n}` };
  });
  for (let start = 0; start < GIFTS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, GIFTS - start) }, (_, i) => {
      const n = start + i;
      const giver = givers[n % GIVERS];
      const at = new Date(Date.UTC(YEAR, 0, 1, 12) + (n % 360) * 86_400_000).toISOString();
      return {
        provider: 'sandbox',
        provider_ref: `pi_bench_${n}`,
        payment_intent_id: `pi_bench_${n}`,
        subscription_id: n % 10 === 0 ? `sub_bench_${n % GIVERS}` : null,
        kind: n % 10 === 0 ? 'monthly' : 'one_time',
        method: 'card',
        amount_ore: [150_00, 200_00, 250_00, 500_00, 1000_00][n % 5],
        currency: 'sek',
        donor_name: giver.name,
        donor_email: null,
        status: 'succeeded',
        failure_message: null,
        client_ref: null,
        status_at: at,
        paid_at: at,
        created_at: at,
        updated_at: at,
        refunded_ore: n % 50 === 0 ? 500_00 : 0,
        dispute_status: null,
        tax_reduction: 1,
        personal_number: giver.sealed,
        personal_number_hmac: giver.hmac,
      };
    });
    await db.insertInto('donations').values(rows).execute();
  }
  await db.destroy();
}

/** The server's resident memory now (VmRSS) or at its peak (VmHWM), in MB (Linux). */
function memoryMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
}

/** Starts the peak over from the memory in use now, so it tells what the report itself takes. */
const resetPeak = (pid) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function timed(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}: ${body}`);
  return { ms: performance.now() - started, body };
}

async function measure(label, env) {
  const server = await startBuiltServer({ stdio: 'ignore', env: { ...TAX_ENV, ...env } });
  try {
    const cookie = await signIn(server.baseUrl, ADMIN);
    const { pid } = server;
    resetPeak(pid);
    const before = memoryMb(pid, 'VmRSS');
    const report = await timed(`${server.baseUrl}/api/admin/tax-reduction?year=${YEAR}`, cookie);
    const csv = await timed(
      `${server.baseUrl}/api/admin/export/tax-reduction.csv?year=${YEAR}`,
      cookie,
    );
    const rows = JSON.parse(report.body).rows.length;
    console.log(
      `| ${label} | ${GIFTS.toLocaleString('en')} | ${rows} | ${(report.ms / 1000).toFixed(2)} s | ${(csv.ms / 1000).toFixed(2)} s | ${before.toFixed(0)} MB | ${memoryMb(pid, 'VmHWM').toFixed(0)} MB |`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  '| database | gifts | givers reported | report | CSV | server RSS before | its peak during both |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tax-'));
try {
  await seed(createDb({ kind: 'sqlite', file: path.join(dataDir, 'site.db') }));
  await measure('SQLite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = await createBenchDatabase('bench_tax');
  try {
    await seed(createDb({ kind: 'postgres', url: database.url }));
    await measure('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: os.tmpdir() });
  } finally {
    await database.drop();
  }
}
