import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { FileStore } from './modules/files/file-store.ts';
import type { Mailer } from './modules/outbox/mailer.ts';
import type { Renderer } from './modules/site/ssr-bundle.ts';
import type { PaymentsProvider } from './payments/port.ts';
import type { SwishProvider } from './payments/swish/port.ts';

/** The outside world, handed to `buildApp` and from there to every module as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  files: FileStore;
  payments: PaymentsProvider;
  /** Swish (its Commerce API, or the sandbox's stand-in); undefined: Swish is not offered. */
  swish?: SwishProvider;
  clock: Clock;
  /** The build's server renderer (`loadRenderer`); none for a site without pages with data. */
  renderer?: Renderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
