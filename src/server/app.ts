import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { authModule } from './modules/auth/index.ts';
import { challengeModule } from './modules/challenge/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { donationsModule } from './modules/donations/index.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { uploadsRoutes } from './modules/files/routes.ts';
import { galleryRoutes } from './modules/gallery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { leadershipRoutes } from './modules/leadership/routes.ts';
import { newsModule } from './modules/news/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { personalDataModule } from './modules/personal-data/index.ts';
import { prayerRoutes } from './modules/prayer/routes.ts';
import { sampleContentRoutes } from './modules/sample-content/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { testimonialRoutes } from './modules/testimonials/routes.ts';
import { ticketOrdersModule } from './modules/ticket-orders/index.ts';
import { volunteersModule } from './modules/volunteers/index.ts';
import { personalDataProviders } from './personal-data-registry.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { originCheck } from './plugins/origin-check.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessions } from './plugins/sessions.ts';

export type { AppDeps };

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
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(originCheck);
  await app.register(sessions);
  await app.register(rateLimits);

  await app.register(healthRoutes);
  await app.register(authModule);
  await app.register(challengeModule);
  await app.register(paymentsModule);
  await app.register(donationsModule);
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(ticketOrdersModule);
  await app.register(contactModule);
  await app.register(volunteersModule);
  await app.register(outboxModule);
  await app.register(personalDataModule, { providers: personalDataProviders });
  await app.register(newsModule);
  await app.register(galleryRoutes, { prefix: '/api' });
  await app.register(testimonialRoutes, { prefix: '/api' });
  await app.register(leadershipRoutes, { prefix: '/api' });
  await app.register(prayerRoutes, { prefix: '/api' });
  await app.register(sampleContentRoutes, { prefix: '/api' });
  await app.register(uploadsRoutes);
  await app.register(siteRoutes);
  return app;
}
