import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Work a request asks for that its answer must not wait for, nor show by its timing. */
export interface AfterAnswer {
  /** Starts `work` once `reply` has left; a failure is logged with the request's id. */
  run(reply: FastifyReply, work: () => Promise<void>): void;
  /** Resolves when no such work is under way (the app's close waits for it; so do tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export const afterAnswer = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();
    const settled = async () => {
      while (running.size > 0) await Promise.all(running);
    };
    app.decorate('afterAnswer', {
      run(reply, work) {
        reply.raw.once('finish', () => {
          // A turn of the event loop first: the answer's bytes are on their way before the work's
          // synchronous parts (SQLite's queries) hold the loop.
          const done = new Promise<void>((resolve) => setImmediate(resolve))
            .then(work)
            .catch((err: unknown) => reply.log.error({ err }, 'work after the answer failed'))
            .finally(() => running.delete(done));
          running.add(done);
        });
      },
      settled,
    } satisfies AfterAnswer);
    app.addHook('onClose', settled);
  },
  { name: 'after-answer' },
);
