// npm run bench: builds when needed, starts the built server, and prints one markdown table:
// what Home downloads before any interaction, Lighthouse (mobile) for a few pages, and load
// figures beside a bare Fastify answering {"ok":true} (the ceiling), and the serving target
// (serving.mjs: Home and a text page through Fastify's routing, both languages). Also written to
// .bench/latest.md; the full Lighthouse reports go to .bench/lighthouse/.
// Add rows by extending the lists below.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { ensureChromium } from '../ensure-chromium.mjs';
import {
  freePort,
  startBuiltServer,
  stopProcess,
  waitUntilAnswering,
} from '../lib/built-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchBenchBrowser } from '../lib/chromium.mjs';
import { addBenchCampaign, BENCH_APPEAL_PATH, startMailCatcher } from './campaign-pages.mjs';
import { measureDonateClicks } from './donate-click.mjs';
import { measureDonationCardReady } from './donation-card-ready.mjs';
import { measureHydrationBlocking } from './hydration-blocking.mjs';
import { measureLimits } from './limits.mjs';
import {
  addBenchEvent,
  BENCH_EVENT_PATH,
  measureAcrossInstances,
  measurePagesWithData,
  signIn,
} from './pages-with-data.mjs';
import { measureServing } from './serving.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

/**
 * The pages whose first load is weighed (no interaction, until the network is idle): Home in
 * both languages and the text pages issue 15 budgets, or BENCH_WEIGH_PAGES=/a,/b.
 */
const WEIGHED_PAGES = process.env.BENCH_WEIGH_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/',
  '/sv',
  '/our-history',
  '/privacy-policy',
  '/programs/education-support',
];
/** News items the bench adds before it weighs and loads the news list and Home. */
const NEWS_ITEMS = 100;
/** Documents and answers weighed as they travel, plain and as a browser asks (br, gzip). */
const WEIGHED_ANSWERS = [
  { path: '/', label: 'the Home page (its stylesheet and data inline)' },
  { path: '/our-history', label: 'a text page (its stylesheet inline)' },
  { path: '/api/news', label: `the news list (the bench adds ${NEWS_ITEMS} items)` },
];
/** The resource types counted in that load, by Chromium's resource type. */
const WEIGHED_TYPES = [
  { type: 'script', label: 'JavaScript' },
  { type: 'stylesheet', label: 'CSS' },
  { type: 'font', label: 'Fonts' },
  { type: 'messages', label: "Messages (the islands' texts in the page's language, JSON)" },
];
/** A response's weighed type: its resource type, or 'messages' for the language's catalog. */
const weighedType = (response) =>
  new URL(response.url()).pathname.startsWith('/assets/messages/')
    ? 'messages'
    : response.request().resourceType();
/**
 * In the list below and BENCH_LIGHTHOUSE_PAGES, in either language: the bench's fundraiser, whose
 * slug is random.
 */
const BENCH_FUNDRAISER = '/fundraisers/*';
/** BENCH_LIGHTHOUSE_PAGES=/,/events/x overrides the list (a new event's page, say). */
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/',
  '/sv',
  '/our-history',
  '/privacy-policy',
  '/who-we-are',
  '/programs/education-support',
  '/events',
  '/events/community-food-walk',
  BENCH_EVENT_PATH,
  '/stories/edu-1',
  '/prayer',
  BENCH_APPEAL_PATH,
  BENCH_FUNDRAISER,
  '/sv/our-history',
  '/sv/programs/education-support',
  '/sv/events',
  `/sv${BENCH_APPEAL_PATH}`,
  `/sv${BENCH_FUNDRAISER}`,
];
/** Part 'blocking': the pages whose hydration is traced, or BENCH_BLOCKING_PAGES=/a,/b. */
const BLOCKING_PAGES = process.env.BENCH_BLOCKING_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/',
  '/sv',
  '/our-history',
  '/events',
  '/prayer',
];
/**
 * Part 'floor': Lighthouse where none of the site's code runs, to read the blocking time
 * against: the site's pages with every script blocked (their HTML and inline CSS only), and a
 * bare page (a heading and a paragraph) served by the bench itself.
 */
const FLOOR_PAGES = [
  { path: '/', label: 'without its JavaScript', blocked: ['*.js'] },
  { path: '/our-history', label: 'without its JavaScript', blocked: ['*.js'] },
];
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare page: what Lighthouse measures when a page does nothing.">
<title>A bare page</title></head><body><main><h1>A bare page</h1>
<p>A heading and a paragraph, no stylesheet, no script.</p></main></body></html>`;
/** Lighthouse varies from run to run: each page runs this often and the median run counts. */
const LIGHTHOUSE_RUNS = 3;
const BENCH_ADMIN = { username: 'bench', password: 'bench-password-not-secret' };
/** As a browser asks for a page: compressed (the bodies are made once, ahead). */
const BROWSER = { 'accept-encoding': 'br, gzip' };
/** `ceiling` targets go to the bare Fastify of ceiling-server.mjs, the others to the site. */
const CEILING = {
  label: 'GET / on a bare Fastify: {"ok":true} (ceiling)',
  path: '/',
  ceiling: true,
};
/** The same bare Fastify sending Home's bytes as the site sends them to a browser (br). */
const CEILING_WITH_HOME_BYTES = {
  label: "GET /page on a bare Fastify: Home's bytes, as a browser gets them (br)",
  path: '/page',
  ceiling: true,
};
const LOAD_TARGETS = [
  { label: 'GET /api/check-session', path: '/api/check-session' },
  { label: 'GET /who-we-are (pre-rendered page)', path: '/who-we-are' },
  { label: 'GET /who-we-are as a browser asks (br)', path: '/who-we-are', headers: BROWSER },
  { label: 'GET / as a browser asks (br, rendered with its data)', path: '/', headers: BROWSER },
  { label: `GET /api/news (${NEWS_ITEMS} items)`, path: '/api/news' },
  { label: 'GET /api/prayer.php?action=list_current', path: '/api/prayer.php?action=list_current' },
  {
    label: 'POST /api/prayer.php increment (one client address per request)',
    path: '/api/prayer.php?action=increment',
    method: 'POST',
    body: JSON.stringify({ id: 1 }),
    perRequestAddress: true,
  },
  CEILING,
  CEILING_WITH_HOME_BYTES,
];
/** Part 'data': a page rendered with its data beside a pre-rendered one and the ceiling. */
const DATA_LOAD_TARGETS = [
  { label: `GET / (rendered with its data: ${NEWS_ITEMS} news, gallery, testimonials)`, path: '/' },
  { label: 'GET /events (rendered with its data)', path: '/events' },
  { label: 'GET /our-work (pre-rendered at build)', path: '/our-work' },
  { label: 'GET / as a browser asks (br)', path: '/', headers: BROWSER },
  { label: 'GET /events as a browser asks (br)', path: '/events', headers: BROWSER },
  { label: 'GET /our-work as a browser asks (br)', path: '/our-work', headers: BROWSER },
  CEILING,
];
const LOAD = { connections: 50, durationSeconds: 10, warmUpSeconds: 2 };

const OUT_DIR = '.bench';
const log = (message) => process.stderr.write(`${message}\n`);

execFileSync('node', ['scripts/build-if-needed.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] });
ensureChromium();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const mail = await startMailCatcher();
const site = await startBuiltServer({
  env: {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PUBLIC_URL: '',
    ...mail.env,
    // Each increment in the load test comes from its own address (X-Forwarded-For), so the
    // per-client prayer limit does not turn the measurement into a measurement of 429s.
    TRUST_PROXY: 'true',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  },
});
/** BENCH_PARTS=weight,lighthouse,floor,… runs only those parts (all by default). */
const PARTS = new Set(
  (
    process.env.BENCH_PARTS ??
    'weight,lighthouse,blocking,floor,load,serving,card,click,limits,data'
  )
    .split(',')
    .map((p) => p.trim()),
);
const rows = [];
try {
  await addNewsItems(site.baseUrl, NEWS_ITEMS);
  const cookie = await signIn(site.baseUrl, BENCH_ADMIN);
  const photo = await benchPhoto();
  await addBenchEvent(site.baseUrl, cookie, photo);
  const fundraiserPath = await addBenchCampaign(site.baseUrl, cookie, photo, mail);
  for (const page of PARTS.has('weight') ? WEIGHED_PAGES : []) {
    log(`weighing ${page} …`);
    rows.push(...(await weighFirstLoad(site.baseUrl, page)));
  }
  for (const answer of PARTS.has('weight') ? WEIGHED_ANSWERS : []) {
    rows.push(await weighAnswer(site.baseUrl, answer));
  }
  for (const listed of PARTS.has('lighthouse') ? LIGHTHOUSE_PAGES : []) {
    const page = listed.replace(BENCH_FUNDRAISER, fundraiserPath);
    log(`Lighthouse ${page} …`);
    rows.push(...(await runLighthouse(site.baseUrl, page)));
  }
  if (PARTS.has('blocking')) rows.push(...(await measureBlocking(site.baseUrl)));
  if (PARTS.has('floor')) rows.push(...(await measureFloor(site.baseUrl)));
  if (PARTS.has('load')) rows.push(...(await measureLoad(site, LOAD_TARGETS)));
  if (PARTS.has('data')) {
    rows.push(...(await measurePagesWithData({ baseUrl: site.baseUrl, admin: BENCH_ADMIN, log })));
    rows.push(...(await measureLoad(site, DATA_LOAD_TARGETS)));
  }
  if (PARTS.has('card')) {
    log('donation card field …');
    rows.push(...(await measureDonationCardReady(site.baseUrl)));
  }
  if (PARTS.has('click')) {
    log('clicks on Donate now and an amount …');
    rows.push(...(await measureDonateClicks(site.baseUrl)));
  }
} finally {
  await site.stop();
  await mail.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (PARTS.has('serving')) rows.push(...(await measureServing({ log })));
if (PARTS.has('limits')) {
  log('limits across two instances …');
  rows.push(...(await measureLimits({ log })));
}
if (PARTS.has('data')) rows.push(...(await measureAcrossInstances({ admin: BENCH_ADMIN, log })));

const caption = [
  `Built server on 127.0.0.1 (SQLite, LOG_LEVEL=warn), ${os.cpus().length} CPU cores, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Load: wrk (one thread), ${LOAD.connections} connections for ${LOAD.durationSeconds} s after a ${LOAD.warmUpSeconds} s warm-up, client on the same machine; server CPU per request from /proc.`,
];
const table = [
  '| Measure | Subject | Result |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.measure} | ${row.subject} | ${row.result} |`),
];
const markdown = `${caption.join('\n')}\n\n${table.join('\n')}\n`;
fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'latest.md'), markdown);
process.stdout.write(`\n${markdown}`);

/** Loads the page once in Chromium (mobile size) and sums what it fetched, by type. */
async function weighFirstLoad(baseUrl, weighedPage) {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const bodies = [];
    const seen = new Set();
    page.on('response', (response) => {
      const type = weighedType(response);
      // A preloaded file is used once but may be reported twice.
      if (seen.has(response.url())) return;
      seen.add(response.url());
      if (WEIGHED_TYPES.some((entry) => entry.type === type)) {
        bodies.push(response.body().then((body) => ({ type, body })));
      }
    });
    await page.goto(`${baseUrl}${weighedPage}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(bodies);
    return WEIGHED_TYPES.map(({ type, label }) => {
      const files = loaded.filter((entry) => entry.type === type);
      const raw = files.reduce((sum, { body }) => sum + body.length, 0);
      // Fonts are compressed already (woff2): their transfer size is the file size.
      const gzip = files.reduce(
        (sum, { body }) =>
          sum + (type === 'font' ? body.length : gzipSync(body, { level: 9 }).length),
        0,
      );
      return {
        measure: `${weighedPage} first load (no interaction): ${label}`,
        subject: `${files.length} file${files.length === 1 ? '' : 's'}`,
        result: type === 'font' ? kib(raw) : `${kib(gzip)} gzip (${kib(raw)} raw)`,
      };
    });
  } finally {
    await browser.close();
  }
}

/** Lighthouse's median run of `pagePath`; `blocked`: URL patterns it does not let load. */
async function runLighthouse(baseUrl, pagePath, { label = '', blocked = [] } = {}) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    runs.push(await lighthouseOnce(`${baseUrl}${pagePath}`, blocked));
  const scored = runs.filter((lhr) => lhr && !lhr.runtimeError);
  // The median by performance score, as Lighthouse itself advises for repeated runs.
  scored.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = scored[Math.floor(scored.length / 2)] ?? runs[0];
  log(
    `  performance per run: ${scored.map((run) => Math.round(run.categories.performance.score * 100)).join(', ')}`,
  );
  const measure = `Lighthouse mobile ${pagePath}${label ? ` ${label}` : ''}`;
  if (!lhr || lhr.runtimeError) {
    const reason = lhr?.runtimeError?.code ?? 'no result';
    return [{ measure, subject: 'scores', result: `failed: ${reason}` }];
  }
  const reportDir = path.join(OUT_DIR, 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  const slug = `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}${label ? `-${label.replaceAll(' ', '-')}` : ''}`;
  fs.writeFileSync(path.join(reportDir, `${slug}.json`), JSON.stringify(lhr));
  for (const line of belowFullMarks(lhr)) log(`  ${line}`);

  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return [
    {
      measure,
      subject: `performance / accessibility / best practices / SEO (median of ${scored.length})`,
      result: ['performance', 'accessibility', 'best-practices', 'seo'].map(score).join(' / '),
    },
    {
      measure,
      subject: 'LCP / TBT / CLS',
      result: `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s / ${Math.round(audit('total-blocking-time'))} ms / ${audit('cumulative-layout-shift').toFixed(3)}`,
    },
  ];
}

async function lighthouseOnce(url, blockedUrlPatterns = []) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns,
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

/** The scored audits that lost points, to read before fixing (full report in .bench/). */
function belowFullMarks(lhr) {
  const lines = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && category.id !== 'performance') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${category.id}: ${ref.id} ${Math.round(audit.score * 100)}${value}`);
    }
  }
  return lines;
}

async function measureLoad(site, targets) {
  ensureWrk();
  const port = await freePort();
  // Home's bytes for the second ceiling, read from the site only when a target asks for them.
  const pageFile = path.join(dataDir, 'ceiling-page.br');
  if (targets.includes(CEILING_WITH_HOME_BYTES)) {
    fs.writeFileSync(pageFile, await bodyAsSent(`${site.baseUrl}/`, BROWSER));
  }
  const ceiling = spawn(process.execPath, [path.resolve('scripts/bench/ceiling-server.mjs')], {
    env: { ...process.env, PORT: String(port), CEILING_PAGE_FILE: pageFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ceilingUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${ceilingUrl}/`, ceiling);
    const rows = [];
    for (const target of targets) {
      const url = `${target.ceiling ? ceilingUrl : site.baseUrl}${target.path}`;
      log(`load ${target.label} …`);
      const options = {
        url,
        connections: LOAD.connections,
        method: target.method,
        body: target.body,
        headers: target.body
          ? { 'content-type': 'application/json', ...target.headers }
          : target.headers,
        perRequestAddress: target.perRequestAddress,
        serverPid: target.ceiling ? ceiling.pid : site.pid,
      };
      await runWrk({ ...options, seconds: LOAD.warmUpSeconds });
      const result = await runWrk({ ...options, seconds: LOAD.durationSeconds });
      const cpu = result.cpuMicrosPerRequest;
      rows.push({
        measure: 'Load (wrk)',
        subject: target.label,
        result: `${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s, p99 ${result.p99Ms} ms${cpu === undefined ? '' : `, ${Math.round(cpu)} µs server CPU per request`}${result.failed ? `, ${result.failed} failed` : ''}`,
      });
    }
    return rows;
  } finally {
    await stopProcess(ceiling);
  }
}

/**
 * Part 'blocking' for this build, and for the build whose server BENCH_COMPARE_ENTRY names
 * (/path/to/other/dist/server/main.js) beside it, in the same run.
 */
async function measureBlocking(baseUrl) {
  const compareEntry = process.env.BENCH_COMPARE_ENTRY;
  if (!compareEntry) {
    return measureHydrationBlocking({
      sites: [{ label: '', baseUrl }],
      pages: BLOCKING_PAGES,
      log,
    });
  }
  const otherData = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
  const other = await startBuiltServer({
    entry: compareEntry,
    env: {
      DATA_DIR: otherData,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    stdio: 'ignore',
  });
  try {
    // The same Home as this build's: without them, the other build's Home is a third as long.
    await addNewsItems(other.baseUrl, NEWS_ITEMS);
    return await measureHydrationBlocking({
      sites: [
        { label: 'this build', baseUrl },
        { label: compareEntry, baseUrl: other.baseUrl },
      ],
      pages: BLOCKING_PAGES,
      log,
    });
  } finally {
    await other.stop();
    fs.rmSync(otherData, { recursive: true, force: true });
  }
}

/** Part 'floor' (see FLOOR_PAGES). */
async function measureFloor(baseUrl) {
  const rows = [];
  for (const { path: pagePath, label, blocked } of FLOOR_PAGES) {
    log(`Lighthouse ${pagePath} ${label} …`);
    rows.push(...(await runLighthouse(baseUrl, pagePath, { label, blocked })));
  }
  const bare = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE),
  );
  const port = await freePort();
  await new Promise((resolve) => bare.listen(port, '127.0.0.1', resolve));
  try {
    log('Lighthouse a bare page …');
    rows.push(
      ...(await runLighthouse(`http://127.0.0.1:${port}`, '/bare', {
        label: '(served by the bench)',
      })),
    );
  } finally {
    bare.close();
  }
  return rows;
}

async function addNewsItems(baseUrl, count) {
  const cookie = await signIn(baseUrl, BENCH_ADMIN);
  const existing = (await (await fetch(`${baseUrl}/api/news`)).json()).length;
  for (let i = existing; i < count; i++) {
    const response = await fetch(`${baseUrl}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `News item ${i + 1}`,
        content: `Line one of item ${i + 1}.\nA second line, as editors write them.`.repeat(3),
      }),
    });
    if (!response.ok) throw new Error(`bench: adding news failed (${response.status})`);
  }
}

/** A camera-sized picture (soft light and shapes, blurred like a photo), as an admin uploads. */
function benchPhoto() {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 389) % 2400;
    const y = (i * 211) % 1600;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((i * 37) % 180)}" fill="hsl(${(i * 47) % 360} 60% 55%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#203a4c"/><stop offset="1" stop-color="#d98c3f"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).blur(6).jpeg({ quality: 85 }).toBuffer();
}

/** The body of a GET as it travels (compressed when `headers` ask for it), not decoded. */
function bodyAsSent(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/** The bytes of one GET as they travel: plain, then as a browser asks. */
async function weighAnswer(baseUrl, { path: answerPath, label }) {
  const url = `${baseUrl}${answerPath}`;
  const plain = (await bodyAsSent(url, {})).length;
  const compressed = (await bodyAsSent(url, BROWSER)).length;
  return {
    measure: `Transfer ${answerPath}`,
    subject: label,
    result: `${kib(compressed)} as a browser asks (${kib(plain)} plain)`,
  };
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
