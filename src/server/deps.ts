import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { FileStore } from './modules/files/file-store.ts';
import type { Mailer } from './modules/outbox/mailer.ts';
import type { PaymentsProvider } from './payments/port.ts';

/** The outside world, handed to `buildApp` and from there to every module as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  files: FileStore;
  payments: PaymentsProvider;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
