import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { OutboxMessage } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { createLocalFileStore, type FileStore } from '../modules/files/file-store.ts';
import { createOutboxMailer, type Mailer } from '../modules/outbox/index.ts';
import { loadRenderer } from '../modules/site/index.ts';
import {
  createPaymentsProvider,
  createSwishProvider,
  emailNotice,
} from '../payments/create-payments.ts';
import type { PaymentsProvider } from '../payments/port.ts';
import { createTestDb, type TestDialect } from './test-db.ts';

/** The CSP hash of the inline style the stand-in build says its pages carry. */
export const TEST_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
/** The same for the page's first script. */
export const TEST_SCRIPT_HASH = "'sha256-Ff3ag0cVwrVjGS2ZqbhXNvEl6VZ6dpWfM7TTYj4mvAQ='";

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' };
/** Hashed once, at a low scrypt cost (it travels with the hash), so that sign-ins in tests are quick. */
const testAdminHash = hashPassword(TEST_ADMIN.password, { N: 2 ** 10, r: 8, p: 1 });

/** A page with the whole stylesheet inlined, as the build does. */
export const STYLED_PAGE =
  '<html><head><style>body{margin:0}._aB3dE9{padding:1rem}._xY12zQ{fill:red}</style></head>' +
  '<body><h1 class="_aB3dE9">Who We Are</h1></body></html>';

/**
 * A tiny stand-in for the built front end, so server tests do not need `npm run build`; with
 * `ssrBundle` (the source of a stand-in for dist/ssr/entry-server.js), pages with data too.
 */
function writeFakeStaticSite(ssrBundle?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(root, 'client', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'pages'));
  fs.writeFileSync(path.join(root, 'client', 'assets', 'app-abc123.js'), 'console.log(1)');
  const pages = [
    { path: '/', file: 'home.html', html: '<h1>Home __SITE_ORIGIN__</h1>' },
    { path: '/who-we-are', file: 'who-we-are.html', html: STYLED_PAGE },
    { path: '/login', file: 'login.html', html: '<h1>Log In</h1>' },
    { path: '/admin', file: 'admin.html', html: '<h1>Admin</h1>' },
  ];
  for (const page of pages) fs.writeFileSync(path.join(root, 'pages', page.file), page.html);
  fs.writeFileSync(path.join(root, 'pages', '404.html'), '<h1>Page not found</h1>');
  fs.writeFileSync(
    path.join(root, 'pages', 'manifest.json'),
    JSON.stringify({
      pages: pages.map((page) => ({ path: page.path, file: page.file })),
      notFound: '404.html',
      styleHashes: [TEST_STYLE_HASH],
      scriptHashes: [TEST_SCRIPT_HASH],
      ...(ssrBundle && { template: 'template.html' }),
    }),
  );
  if (ssrBundle) {
    fs.writeFileSync(
      path.join(root, 'pages', 'template.html'),
      '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    fs.mkdirSync(path.join(root, 'ssr'));
    fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ssrBundle);
  }
  return path.join(root, 'client');
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: Clock & { set(date: Date): void; advance(ms: number): void };
  /** The local file store's folder (a fresh temporary one), for checks on uploaded files. */
  uploadsDir: string;
  files: FileStore;
  /** The sandbox provider, unless the test passed its own or Stripe keys in `env`. */
  payments: PaymentsProvider;
  /** Another handle on this app's database, for a second app on the same data (`options.db`). */
  connect(): Db;
  /** Signs in as the test admin and returns the Cookie header value for later requests. */
  login(): Promise<string>;
  /** Every e-mail the app has queued, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    dialect?: TestDialect;
    env?: Record<string, string>;
    payments?: PaymentsProvider;
    /** Another file store than a fresh local folder (an S3 bucket, say). */
    files?: FileStore;
    /**
     * Another app's database (from its `connect()`), as a second instance behind a load
     * balancer: already migrated, with the test admin; this app leaves it open when it closes.
     */
    db?: Db;
    /** The source of a stand-in for the built server renderer (dist/ssr/entry-server.js). */
    ssrBundle?: string;
    /** Wraps the outbox mailer (a test that holds e-mails back, say). */
    mailer?: (outbox: Mailer) => Mailer;
  } = {},
): Promise<TestApp> {
  const { db, destroy, connect } = options.db
    ? { db: options.db, destroy: async () => {}, connect: () => options.db as Db }
    : await createTestDb(options.dialect);
  let now = new Date('2026-01-15T10:00:00.000Z');
  const clock = {
    now: () => new Date(now),
    set: (date: Date) => {
      now = new Date(date);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: os.tmpdir(),
      // The test admin's cost (below): no rehash at each sign-in.
      PASSWORD_HASH_COST: '10',
      ...options.env,
    }),
    staticDir: writeFakeStaticSite(options.ssrBundle),
  };
  const payments = options.payments ?? createPaymentsProvider(config, clock, db);
  // As main.ts builds it, so the tests see the e-mails visitors get.
  const outboxMailer = createOutboxMailer(db, clock, { notice: emailNotice(payments) });
  const mailer = options.mailer?.(outboxMailer) ?? outboxMailer;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  const files = options.files ?? (await createLocalFileStore(uploadsDir));
  const swish = createSwishProvider(config, payments, clock);
  const renderer = await loadRenderer(config.staticDir);
  const app = await buildApp({ config, db, mailer, files, payments, swish, clock, renderer });
  if (!options.db) await insertTestAdmin(db, clock);

  return {
    app,
    db,
    config,
    clock,
    uploadsDir,
    files,
    payments,
    connect,
    async login() {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error(`login failed: ${response.body}`);
      return `sid=${cookie.value}`;
    },
    outbox: () => db.selectFrom('outbox').selectAll().orderBy('id').execute(),
    async close() {
      await app.close();
      await destroy();
      fs.rmSync(path.dirname(config.staticDir), { recursive: true, force: true });
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

async function insertTestAdmin(db: Db, clock: Clock) {
  await db
    .insertInto('admins')
    .values({
      username: TEST_ADMIN.username,
      password_hash: await testAdminHash,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    })
    .execute();
}
