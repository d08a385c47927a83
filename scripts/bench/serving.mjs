// The serving target (issue 29): pages through Fastify's ordinary routing and hooks answer
// 2,000 requests a second with a 99th percentile under 50 ms on this machine. Home (rendered with
// its data) and a text page (pre-rendered), in both languages, asked for as a browser does
// (Brotli), by wrk on the same machine: as fast as the server answers, and at about the target's
// rate (each connection waiting before each request). Each runs three times; the medians count;
// the machine's load average is noted beside each figure, since other work on the two cores
// moves them.
// Part of `npm run bench` (part 'serving'); alone: `npm run bench:serving`. BENCH_SERVING_ENTRY=
// /path/to/other/dist/server/main.js measures another build (say, main's, before a change).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, startBuiltServer } from '../lib/built-server.mjs';
import { median } from '../lib/percentile.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

export const SERVING_TARGET = { requestsPerSecond: 2000, p99Ms: 50 };

/** Home and a text page, in both languages. */
const SERVED_PAGES = ['/', '/sv', '/our-history', '/sv/our-history'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const LOAD = { connections: 50, seconds: 10, warmUpSeconds: 2, runs: 3 };
/**
 * The load at the target's rate: each connection waits before each request, so that the 50 of
 * them ask about 2,000 times a second (the answer's own time makes it a little less).
 */
const AT_TARGET_DELAY_MS =
  Math.floor((LOAD.connections * 1000) / SERVING_TARGET.requestsPerSecond) - 2;

/**
 * Starts its own built server as production runs it (PUBLIC_URL set, access log at `info`, sent
 * nowhere), loads each page LOAD.runs times and answers one table row per page: the medians of
 * the rate, the p99 and the server's CPU per request, each run's figures and the load averages.
 */
export async function measureServing({
  log = () => {},
  entry = process.env.BENCH_SERVING_ENTRY || SERVER_ENTRY,
} = {}) {
  ensureWrk();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-serving-'));
  const site = await startBuiltServer({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', SMTP_URL: '' },
    stdio: 'ignore',
    entry,
  });
  try {
    const rows = [];
    for (const page of SERVED_PAGES) {
      const url = `${site.baseUrl}${page}`;
      await ensureServed(url);
      const options = { url, connections: LOAD.connections, headers: BROWSER, serverPid: site.pid };
      for (const [label, delayMs] of [
        ['as fast as it answers', undefined],
        ['at about 2,000 a second', AT_TARGET_DELAY_MS],
      ]) {
        const runs = [];
        for (let run = 0; run < LOAD.runs; run++) {
          log(`serving ${page} ${label}, run ${run + 1} of ${LOAD.runs} …`);
          await runWrk({ ...options, delayMs, seconds: LOAD.warmUpSeconds });
          const loadAverage = os.loadavg()[0];
          const result = await runWrk({ ...options, delayMs, seconds: LOAD.seconds });
          runs.push({ ...result, loadAverage });
        }
        rows.push(servingRow(`${page}, ${label}`, runs, delayMs !== undefined));
      }
    }
    return rows;
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A page must answer 200 in Brotli, or the figures would measure something else. */
async function ensureServed(url) {
  const response = await fetch(url, { headers: BROWSER });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (response.status !== 200 || encoding !== 'br') {
    throw new Error(`bench: ${url} answered ${response.status} in ${encoding ?? 'no encoding'}`);
  }
}

/**
 * `paced`: the bench set the rate (a little under 2,000 a second, the answer's own time added to
 * each wait), so only the p99 is judged; the rate is judged in the row without pacing.
 */
function servingRow(page, runs, paced) {
  const requestsPerSecond = median(runs.map((run) => run.requestsPerSecond));
  const p99Ms = median(runs.map((run) => run.p99Ms));
  const cpus = runs.map((run) => run.cpuMicrosPerRequest).filter((cpu) => cpu !== undefined);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  const met =
    p99Ms < SERVING_TARGET.p99Ms &&
    (paced || requestsPerSecond >= SERVING_TARGET.requestsPerSecond);
  const perRun = runs
    .map((run) => `${Math.round(run.requestsPerSecond)}/${run.p99Ms} ms`)
    .join(', ');
  const loads = runs.map((run) => run.loadAverage.toFixed(2)).join(', ');
  return {
    measure: 'Serving (wrk, br, medians of 3)',
    subject: `GET ${page}`,
    result:
      `${Math.round(requestsPerSecond).toLocaleString('en-US')} req/s, p99 ${p99Ms} ms` +
      `${cpus.length ? `, ${Math.round(median(cpus))} µs server CPU per request` : ''}` +
      `${failed ? `, ${failed} failed` : ''} ` +
      `(target ${met ? 'met' : 'missed'}; runs ${perRun}; load average ${loads})`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureServing({ log: (message) => process.stderr.write(`${message}\n`) });
  const entry = process.env.BENCH_SERVING_ENTRY || SERVER_ENTRY;
  const caption = `${path.relative(process.cwd(), entry)} on 127.0.0.1 (SQLite, PUBLIC_URL set, LOG_LEVEL=info), ${os.cpus().length} CPU cores, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. wrk (one thread), ${LOAD.connections} connections, ${LOAD.seconds} s after ${LOAD.warmUpSeconds} s of warm-up.`;
  const table = [
    '| Measure | Subject | Result |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.measure} | ${row.subject} | ${row.result} |`),
  ];
  process.stdout.write(`\n${caption}\n\n${table.join('\n')}\n`);
}
