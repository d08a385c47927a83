import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, stopProcess, waitUntilAnswering } from '../../scripts/lib/built-server.mjs';

// The built server (dist/server/main.js, whose bundle compiles the message catalogs) with the
// built front end (dist/client, dist/pages): `npm test` builds before the unit tests.
const BUILT =
  fs.existsSync(path.resolve('dist/pages/manifest.json')) &&
  fs.existsSync(path.resolve('dist/server/main.js'));

describe('the server process', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('starts, answers /healthz, and exits 0 on SIGTERM', async (context) => {
    if (!BUILT) context.skip('the build is missing: run `npm run build` first');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ADMIN_TOTP_KEY: 'a-key-for-this-test-only-of-32-chars',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_SAMPLE_CONTENT: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stopProcess(child));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    await waitUntilAnswering(`http://127.0.0.1:${port}/healthz`, child);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
    expect(fs.existsSync(path.join(dataDir, 'site.db'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    const messages = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
