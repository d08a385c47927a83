// Pages served with their data (docs/decisions/006): how soon an admin's save shows in the page
// served, on one instance and across two on one PostgreSQL, and whether the main content of a
// few pages is in the HTML as served (what a visitor with JavaScript off reads).
// Part 'data' of `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from '../lib/bench-database.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';

/** Saves measured per setup; the median counts. */
const SAVES = 7;
const POLL_MS = 5;
const GIVE_UP_MS = 15_000;

/** The event the bench adds through the admin's API, as a charity would announce one. */
export const BENCH_EVENT = {
  id: 'bench-evening-concert',
  title: 'Evening Concert for the Bench',
  category: 'Konsert',
  startDate: '2029-05-18',
  startTime: '19:00',
  endTime: '21:00',
  location: 'Hoppets kyrka, Storgatan 12',
  city: 'Uppsala',
  description: 'Songs from Burundi and Sweden.\n\nTickets at the door too.',
  priceAdult: 150,
  priceYouth: 100,
  priceChild: 50,
  spotsLeft: 120,
  status: 'published',
};
export const BENCH_EVENT_PATH = `/events/${BENCH_EVENT.id}`;

/** Per page: the API call and where in its answer the first item's text is. */
const CONTENT_CHECKS = [
  { path: '/', api: '/api/news', text: (body) => body[0]?.title },
  { path: '/events', api: '/api/events', text: (body) => body.events[0]?.title },
  {
    path: '/prayer',
    api: '/api/prayer.php?action=list_current',
    text: (body) => body.data[0]?.title,
  },
  { path: BENCH_EVENT_PATH, api: `/api${BENCH_EVENT_PATH}`, text: (body) => body.event?.title },
  { path: '/stories/edu-1', api: '/api/stories/edu-1', text: (body) => body.story?.title },
];

/** Adds BENCH_EVENT through the admin's API, with a photo uploaded as an admin would. */
export async function addBenchEvent(baseUrl, cookie, photo) {
  const headers = { cookie, origin: baseUrl };
  const created = await fetch(`${baseUrl}/api/admin/events`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_EVENT),
  });
  if (created.status === 409) return;
  if (created.status !== 201) throw new Error(`bench: adding the event failed (${created.status})`);
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'concert.jpg');
  const uploaded = await fetch(`${baseUrl}/api/admin/events/${BENCH_EVENT.id}/image`, {
    method: 'PUT',
    headers,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`bench: the event's photo failed (${uploaded.status})`);
}

/** As React writes text into HTML. */
const asHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c],
  );

export async function signIn(baseUrl, admin) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`bench: admin login failed (${login.status})`);
  return cookie;
}

/** Milliseconds from the save's answer until `readUrl` serves a page with the new title. */
async function saveToServed(saveBase, readBase, cookie, n) {
  const title = `Freshness check ${n} ${Date.now()}`;
  const saved = await fetch(`${saveBase}/api/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: saveBase },
    body: JSON.stringify({ title, content: 'Measuring how soon Home shows it.' }),
  });
  if (saved.status !== 201) throw new Error(`bench: saving news failed (${saved.status})`);
  const started = performance.now();
  while (performance.now() - started < GIVE_UP_MS) {
    if ((await (await fetch(`${readBase}/`)).text()).includes(title)) {
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return Number.POSITIVE_INFINITY;
}

async function medianSaveToServed(saveBase, readBase, cookie) {
  const times = [];
  for (let n = 0; n < SAVES; n++) times.push(await saveToServed(saveBase, readBase, cookie, n));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times.at(-1);
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  return `median ${ms(median)}, worst ${ms(worst)} (${SAVES} saves)`;
}

/** The rows of one instance: the `site` of run.mjs (SQLite). */
export async function measurePagesWithData({ baseUrl, admin, log }) {
  const rows = [];
  for (const check of CONTENT_CHECKS) {
    const expected = check.text(await (await fetch(`${baseUrl}${check.api}`)).json());
    const html = await (await fetch(`${baseUrl}${check.path}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    rows.push({
      measure: `Main content with JavaScript off ${check.path}`,
      subject: `first item of ${check.api}`,
      result: expected && main.includes(asHtml(expected)) ? 'present' : 'MISSING',
    });
  }
  log('save → served, one instance …');
  const cookie = await signIn(baseUrl, admin);
  rows.push({
    measure: 'Admin save → page served shows it',
    subject: 'POST /api/news, then GET / until it shows (one instance, SQLite)',
    result: await medianSaveToServed(baseUrl, baseUrl, cookie),
  });
  return rows;
}

/** Two built servers on one fresh PostgreSQL database: saved on one, read on the other. */
export async function measureAcrossInstances({ admin, log }) {
  log('save → served, two instances on PostgreSQL …');
  const database = await createBenchDatabase('bench_pages');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-pages-'));
  const servers = [];
  try {
    for (const name of ['a', 'b']) {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: path.join(dataDir, name),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        REDIS_URL: '',
      };
      servers.push(await startBuiltServer({ stdio: 'ignore', env }));
    }
    const [a, b] = servers.map((server) => server.baseUrl);
    const cookie = await signIn(a, admin);
    return [
      {
        measure: 'Admin save → page served shows it',
        subject: 'POST /api/news on one instance, GET / on the other (two on one PostgreSQL)',
        result: await medianSaveToServed(a, b, cookie),
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
