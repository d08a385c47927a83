// Starts the built server (dist/server/main.js) on a free loopback port and waits until
// /healthz answers. Used by the e2e tests' global setup and by `npm run bench`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const SERVER_ENTRY = path.resolve('dist/server/main.js');
// A 2-core machine under load has taken over 30 s to start one.
export const START_TIMEOUT_MS = 90_000;

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * @param {{ env: Record<string, string>, stdio?: 'inherit' | 'ignore', entry?: string }} options
 *   `env` is added to this process's environment; PORT and HOST are chosen here, and PUBLIC_URL
 *   follows them unless `env` sets one. `entry`: another build's server (a bench's comparison).
 */
export async function startBuiltServer({ env, stdio = 'inherit', entry = SERVER_ENTRY }) {
  if (!fs.existsSync(entry)) {
    throw new Error(
      `${entry} is missing: build first with \`node scripts/build.mjs\` (npm test, npm run test:e2e and npm run bench do).`,
    );
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      // A production server, with the sandbox's pretend payments on purpose.
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      // Production requires it; a fresh one per server (its data directory is fresh too).
      ADMIN_TOTP_KEY: randomBytes(32).toString('hex'),
      ...env,
      // An empty PUBLIC_URL (not inherited from this shell) means the address it listens on.
      PUBLIC_URL: env.PUBLIC_URL || baseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', stdio, stdio],
  });
  const stop = () => stopProcess(child);
  try {
    await waitUntilAnswering(`${baseUrl}/healthz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, pid: child.pid, stop };
}

/** Polls `url` until it answers 2xx; fails early when `child` exits. */
export async function waitUntilAnswering(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${child.exitCode} before it answered`);
    }
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL after 10 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
