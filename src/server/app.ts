import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { challengeRoutes } from './modules/challenge/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { donationRoutes } from './modules/donations/routes.ts';
import { eventsModule } from './modules/events/index.ts';
import { filesModule } from './modules/files/index.ts';
import { galleryModule } from './modules/gallery/index.ts';
import { healthModule } from './modules/health/index.ts';
import { leadershipModule } from './modules/leadership/index.ts';
import { newsModule } from './modules/news/index.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { personalDataRoutes } from './modules/personal-data/routes.ts';
import { prayerModule } from './modules/prayer/index.ts';
import { sampleContentModule } from './modules/sample-content/index.ts';
import { siteModule } from './modules/site/index.ts';
import { testimonialsModule } from './modules/testimonials/index.ts';
import { ticketOrderRoutes } from './modules/ticket-orders/routes.ts';
import { volunteerRoutes } from './modules/volunteers/routes.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { originCheck } from './plugins/origin-check.ts';
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

  await app.register(healthModule);
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(challengeRoutes);
  await app.register(paymentRoutes);
  await app.register(donationRoutes, { prefix: '/api' });
  await app.register(eventsModule);
  await app.register(ticketOrderRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(volunteerRoutes, { prefix: '/api' });
  await app.register(outboxRoutes, { prefix: '/api' });
  await app.register(personalDataRoutes, { prefix: '/api' });
  await app.register(newsModule);
  await app.register(galleryModule);
  await app.register(testimonialsModule);
  await app.register(leadershipModule);
  await app.register(prayerModule);
  await app.register(sampleContentModule);
  await app.register(filesModule);
  await app.register(siteModule);
  return app;
}
