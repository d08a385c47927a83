import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb, databaseOptionsFromConfig, migrateToLatest } from './db/database.ts';
import { addMissingWidths } from './images/index.ts';
import { systemClock } from './lib/clock.ts';
import { startFundraiserSummaryTimer } from './modules/appeals/index.ts';
import { ensureAdminFromConfig } from './modules/auth/index.ts';
import { createFileStore } from './modules/files/index.ts';
import { startStatementTimer } from './modules/my-gifts/index.ts';
import { createOutboxMailer, startOutboxWorker } from './modules/outbox/index.ts';
import { startRetentionTimer } from './modules/personal-data/index.ts';
import { seedSampleContent } from './modules/sample-content/seed.ts';
import { loadRenderer } from './modules/site/index.ts';
import {
  createPaymentsProvider,
  createSwishProvider,
  emailNotice,
} from './payments/create-payments.ts';
import { personalDataProviders } from './personal-data-registry.ts';

const config = loadConfig();
const db = createDb(databaseOptionsFromConfig(config));
await migrateToLatest(db);

const payments = createPaymentsProvider(config, systemClock, db);
// Reads and checks the certificate files now (Swish is asked whether it accepts them below).
const swish = createSwishProvider(config, payments, systemClock);
let worker: ReturnType<typeof startOutboxWorker> | undefined;
const mailer = createOutboxMailer(db, systemClock, {
  onQueued: () => worker?.wake(),
  notice: emailNotice(payments),
});
const files = await createFileStore(config);
const renderer = await loadRenderer(config.staticDir);
const app = await buildApp({
  config,
  db,
  mailer,
  files,
  payments,
  swish,
  clock: systemClock,
  renderer,
});
// A refused certificate stops the start; a reset, a timeout or no DNS is only logged.
await swish?.checkConnection?.(app.log);
await ensureAdminFromConfig(db, systemClock, config, app.log);
await seedSampleContent({
  db,
  files,
  clock: systemClock,
  log: app.log,
  enabled: config.seedSampleContent,
});
const widened = await addMissingWidths({ db, files, log: app.log });
if (widened > 0) app.log.info({ images: widened }, 'stored images got the newer srcset widths');
worker = startOutboxWorker({
  db,
  clock: systemClock,
  smtpUrl: config.smtpUrl,
  smtpInsecure: config.smtpInsecure,
  from: config.mailFrom,
  log: app.log,
});
const retention = startRetentionTimer({
  db,
  clock: systemClock,
  providers: personalDataProviders,
  months: config.retentionMonths,
  log: app.log,
});
const statements = startStatementTimer({
  db,
  clock: systemClock,
  mailer,
  origin: config.linkOrigin,
  log: app.log,
});
const fundraiserSummaries = startFundraiserSummaryTimer({
  db,
  clock: systemClock,
  mailer,
  log: app.log,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await worker?.stop();
    await retention.stop();
    await statements.stop();
    await fundraiserSummaries.stop();
    files.close?.();
    await db.destroy();
    clearTimeout(forceExit);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
