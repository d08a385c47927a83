// Once per run of the server tests: with TEST_DATABASE_URL, a database migrated once on that
// PostgreSQL server, which the tests' databases copy (`CREATE DATABASE … TEMPLATE`, a tenth of a
// second) instead of migrating their own; a worker empties and reuses its copies (test-db.ts).
// Dropped when the run ends, with every test database named after it.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db/database.ts';
import './provided-context.ts';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const server = createDb({ kind: 'postgres', url: serverUrl });
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(name)}`.execute(server);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = createDb({ kind: 'postgres', url: url.href });
  try {
    await migrateToLatest(template);
  } finally {
    // A template takes no connections while it is copied.
    await template.destroy();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    // The tests' databases are named after the template (test-db.ts); the workers leave them.
    const { rows } = await sql<{ datname: string }>`
      select datname from pg_database where datname like ${`${name}_%`}`.execute(server);
    for (const { datname } of rows) {
      await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(server);
    }
    await sql`drop database ${sql.id(name)} with (force)`.execute(server);
    await server.destroy();
  };
}
