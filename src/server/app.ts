import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { Mailer } from './modules/outbox/mailer.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { originCheck } from './plugins/origin-check.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessions } from './plugins/sessions.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
          },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('deps', deps);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(originCheck);
  await app.register(sessions);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(siteRoutes);
  return app;
}
