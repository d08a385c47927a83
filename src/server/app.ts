import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { appealsModule } from './modules/appeals/index.ts';
import { authModule } from './modules/auth/index.ts';
import { challengeModule } from './modules/challenge/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { donationsModule } from './modules/donations/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { filesModule } from './modules/files/index.ts';
import { galleryModule } from './modules/gallery/index.ts';
import { healthModule } from './modules/health/index.ts';
import { leadershipModule } from './modules/leadership/index.ts';
import { myGiftsModule } from './modules/my-gifts/index.ts';
import { newsModule } from './modules/news/index.ts';
import { outboxModule } from './modules/outbox/index.ts';
import { overviewModule } from './modules/overview/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { personalDataModule } from './modules/personal-data/index.ts';
import { prayerModule } from './modules/prayer/index.ts';
import { sampleContentModule } from './modules/sample-content/index.ts';
import { builtInlineHashes, siteModule } from './modules/site/index.ts';
import { storiesModule } from './modules/stories/index.ts';
import { taxReductionModule } from './modules/tax-reduction/index.ts';
import { testimonialsModule } from './modules/testimonials/index.ts';
import { ticketOrdersModule } from './modules/ticket-orders/index.ts';
import { tributesModule } from './modules/tributes/index.ts';
import { volunteersModule } from './modules/volunteers/index.ts';
import { personalDataProviders } from './personal-data-registry.ts';
import { afterAnswer } from './plugins/after-answer.ts';
import { contentVersions } from './plugins/content-versions.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { originCheck } from './plugins/origin-check.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { AccessLog, loggerOptions, requestLogger } from './plugins/request-logging.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessions } from './plugins/sessions.ts';
import { siteOrigin } from './plugins/site-origin.ts';

export type { AppDeps };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : loggerOptions(deps.config.logLevel),
    // One access line per request, and the request's child logger made only when it writes.
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(afterAnswer);
  await app.register(siteOrigin);
  await app.register(securityHeaders, builtInlineHashes(deps.config.staticDir));
  await app.register(originCheck);
  await app.register(sessions);
  await app.register(rateLimits);
  await app.register(contentVersions);

  await app.register(healthModule);
  await app.register(authModule);
  await app.register(challengeModule);
  await app.register(paymentsModule);
  await app.register(donationsModule);
  await app.register(tributesModule);
  await app.register(taxReductionModule);
  await app.register(myGiftsModule);
  await app.register(appealsModule);
  await app.register(eventsModule);
  await app.register(ticketOrdersModule);
  await app.register(contactModule);
  await app.register(volunteersModule);
  await app.register(outboxModule);
  await app.register(overviewModule);
  await app.register(personalDataModule, { providers: personalDataProviders });
  await app.register(newsModule);
  await app.register(galleryModule);
  await app.register(testimonialsModule);
  await app.register(leadershipModule);
  await app.register(prayerModule);
  await app.register(storiesModule);
  await app.register(sampleContentModule);
  await app.register(filesModule);
  await app.register(siteModule);
  return app;
}

/** A number of proxies becomes Fastify's trust function: the nearest `count` hops are proxies. */
function trustProxyOption(trusted: AppDeps['config']['trustProxy']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}
