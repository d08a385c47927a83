import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), named `<prefix>_<random>`; `drop()` when done.
 */
export async function createBenchDatabase(prefix) {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
