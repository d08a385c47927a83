import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createAdmin } from '../modules/auth/admin-repo.ts';
import { createOutboxMailer } from '../modules/outbox/outbox-repo.ts';
import { createTestDb, type TestDialect } from './test-db.ts';

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' };

/** A tiny stand-in for the built front end, so server tests do not need `npm run build`. */
function writeFakeStaticSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(root, 'client', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'pages'));
  fs.writeFileSync(path.join(root, 'client', 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'pages', 'home.html'), '<h1>Home __SITE_ORIGIN__</h1>');
  fs.writeFileSync(path.join(root, 'pages', '404.html'), '<h1>Page not found</h1>');
  fs.writeFileSync(
    path.join(root, 'pages', 'manifest.json'),
    JSON.stringify({ pages: [{ path: '/', file: 'home.html' }], notFound: '404.html' }),
  );
  return path.join(root, 'client');
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: Clock & { set(date: Date): void; advance(ms: number): void };
  /** Signs in as the test admin and returns the Cookie header value for later requests. */
  login(): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { dialect?: TestDialect; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { db, destroy } = await createTestDb(options.dialect);
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
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), ...options.env }),
    staticDir: writeFakeStaticSite(),
  };
  const mailer = createOutboxMailer(db, clock);
  const app = await buildApp({ config, db, mailer, clock });
  await createAdmin(db, clock, TEST_ADMIN.username, TEST_ADMIN.password);

  return {
    app,
    db,
    config,
    clock,
    async login() {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error(`login failed: ${response.body}`);
      return `sid=${cookie.value}`;
    },
    async close() {
      await app.close();
      await destroy();
    },
  };
}
