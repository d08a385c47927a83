import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linguiPlugin } from '../../scripts/lib/esbuild-lingui.mjs';
import { createDb, type Db, migrateToLatest } from './db/database.ts';
import { createAdminRepo, createSessionStore, verifyPassword } from './modules/auth/index.ts';
import { createTestDb, testDialects } from './testing/test-db.ts';

// Bundled as scripts/build.mjs does, inside node_modules so that its external packages resolve.
const cacheDir = path.resolve('node_modules', '.cache');
let cliFile: string;

beforeAll(async () => {
  fs.mkdirSync(cacheDir, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cacheDir, 'admin-cli-test-'));
  await build({
    entryPoints: ['src/server/admin-cli.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [linguiPlugin()],
  });
  cliFile = path.join(outdir, 'admin-cli.js');
});
afterAll(() => fs.rmSync(path.dirname(cliFile), { recursive: true, force: true }));

function runCli(env: Record<string, string>, args: string[], stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [cliFile, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // The CLI may exit before it reads its input (a refused command): that is not a failure here.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}

const PASSWORD = 'first password 123';
const NEW_PASSWORD = 'second password 456';
const clock = { now: () => new Date() };

describe.each(testDialects)('npm run admin on %s', (dialect) => {
  let env: Record<string, string>;
  let db: Db;
  let cleanup: () => Promise<void>;
  const cli = (args: string[], stdin?: string) => runCli(env, args, stdin);

  beforeAll(async () => {
    if (dialect === 'sqlite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
      env = { DATA_DIR: dataDir };
      db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
      await migrateToLatest(db);
      cleanup = async () => {
        await db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
    } else {
      const t = await createTestDb('postgres');
      env = { DATABASE_URL: t.url ?? '' };
      db = t.db;
      cleanup = t.destroy;
    }
  });
  afterAll(() => cleanup());

  it('prints the usage and exits 2 without a command', async () => {
    const result = await cli([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run admin -- create <username>');
  });

  it('creates an admin with the password from standard input', async () => {
    const result = await cli(['create', 'alice'], `${PASSWORD}\n`);
    expect(result).toMatchObject({ code: 0, stdout: 'Created the admin alice.\n' });
    const admin = await createAdminRepo(db, clock).findByUsername('alice');
    expect(await verifyPassword(PASSWORD, admin!.password_hash)).toBe(true);
  });

  it('refuses to create an admin that exists', async () => {
    const result = await cli(['create', 'alice'], `${NEW_PASSWORD}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('An admin named alice exists already; use reset-password.');
    const admin = await createAdminRepo(db, clock).findByUsername('alice');
    expect(await verifyPassword(PASSWORD, admin!.password_hash)).toBe(true);
  });

  it('refuses a password under 12 characters with exit code 2', async () => {
    const result = await cli(['create', 'bob'], 'short pw\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The password must be at least 12 characters');
    expect(await createAdminRepo(db, clock).findByUsername('bob')).toBeUndefined();
  });

  it('refuses an invalid username with exit code 2', async () => {
    const result = await cli(['create', 'bob smith'], `${PASSWORD}\n`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Username may use letters, digits and . _ @ - only');
  });

  it('resets a password and signs the admin out everywhere', async () => {
    const admin = await createAdminRepo(db, clock).findByUsername('alice');
    const sessions = createSessionStore(db, clock, 14);
    const token = await sessions.create(admin!.id);

    const result = await cli(['reset-password', 'alice'], `${NEW_PASSWORD}\n`);
    expect(result).toMatchObject({
      code: 0,
      stdout: 'The password of alice is changed; their sessions are signed out.\n',
    });
    const changed = await createAdminRepo(db, clock).findByUsername('alice');
    expect(await verifyPassword(NEW_PASSWORD, changed!.password_hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, changed!.password_hash)).toBe(false);
    expect(await sessions.find(token)).toBeNull();
  });

  it('refuses to reset the password of an unknown admin', async () => {
    const result = await cli(['reset-password', 'nobody'], `${NEW_PASSWORD}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no admin named nobody.');
  });

  it('lists the admins', async () => {
    const result = await cli(['list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^alice\t\(created \d{4}-\d\d-\d\dT[^)]+\)\n$/);
  });
});
