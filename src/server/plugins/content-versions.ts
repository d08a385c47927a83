import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { ContentTopic } from '#shared/content-topics.ts';
import type { Db } from '../db/database.ts';
import { isoNow } from '../lib/clock.ts';

export type { ContentTopic };

declare module 'fastify' {
  interface FastifyInstance {
    /** Call after a change to public content: pages showing it are rendered again. */
    contentChanged: (topic: ContentTopic) => Promise<void>;
    /** The versions this instance knows, for the topics given (changes by other instances arrive within a poll). */
    contentVersion: (topics: readonly ContentTopic[]) => string;
  }
}

/** How often another instance's changes are looked for. */
const POLL_MS = 1000;

/**
 * Keeps a version per content topic in the database, so that every instance on one database
 * learns of a change: its own at once, another's within a second.
 */
export const contentVersions = fp(
  async (app: FastifyInstance, options: { pollMs?: number }) => {
    const { db, clock } = app.deps;
    const known = new Map<string, number>();

    const refresh = async () => {
      for (const row of await db.selectFrom('content_versions').selectAll().execute()) {
        known.set(row.topic, Math.max(known.get(row.topic) ?? 0, Number(row.version)));
      }
    };
    await refresh();

    app.decorate('contentChanged', async (topic: ContentTopic) => {
      known.set(topic, await raiseVersion(db, topic, isoNow(clock)));
    });
    app.decorate('contentVersion', (topics: readonly ContentTopic[]) =>
      topics.map((topic) => `${topic}:${known.get(topic) ?? 0}`).join(','),
    );

    const timer = setInterval(() => {
      refresh().catch((error: unknown) =>
        app.log.warn({ err: error }, 'content versions poll failed'),
      );
    }, options.pollMs ?? POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'content-versions' },
);

async function raiseVersion(db: Db, topic: string, now: string): Promise<number> {
  const row = await db
    .insertInto('content_versions')
    .values({ topic, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet({
        version: sql<number>`content_versions.version + 1`,
        updated_at: now,
      }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Raises `topics` after each successful change made through the routes of `app` (a module's
 * own context): every call but a read that is answered below 400, before the answer leaves, so
 * that the caller's next page already shows the change.
 */
export function raisesTopics(app: FastifyInstance, topics: readonly ContentTopic[]) {
  const raise = async (request: FastifyRequest) => {
    // The change is saved: a failure here must not answer 500 and invite a second save. The
    // pages catch up at the next change, or the next day at the latest.
    for (const topic of topics) {
      await app.contentChanged(topic).catch((error: unknown) => {
        request.log.error({ err: error, topic }, 'content version not raised');
      });
    }
  };
  // Not an async hook: a read (most calls) passes without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) {
      done(null, payload);
    } else {
      void raise(request).then(() => done(null, payload));
    }
  });
}
