import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CreatePaymentIntentResponse,
  type CreateRecurringDonationResponse,
  createPaymentIntentSchema,
  createRecurringDonationSchema,
  type DonationsReport,
  donationPeriodSchema,
  sendDonationEmailsSchema,
} from '#shared/schemas/donations.ts';
import { sendCsv, toCsv } from '../../lib/csv.ts';
import { badRequest, tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validation.ts';
import { donationPeriod } from './period.ts';
import { clientRefOf, createDonationService, MESSAGES, providerFailure } from './service.ts';
import { registerDonationEventHandlers } from './webhook-handlers.ts';

/**
 * Per client address, every 15 minutes: payments started, and receipt requests. Generous enough
 * for a church's shared Wi-Fi on a giving Sunday; the proof-of-work and the decline limit are
 * what make card testing slow.
 */
export const DONATION_LIMITS = {
  attempts: 20,
  receiptRequests: 60,
  windowMs: 15 * 60_000,
} as const;

const TOO_MANY_ATTEMPTS = 'Too many payment attempts. Please wait 15 minutes and try again.';

export async function donationRoutes(app: FastifyInstance) {
  const { db, clock, mailer, config, payments } = app.deps;
  const donations = createDonationService({
    db,
    clock,
    payments,
    mailer,
    notifyEmail: config.notifyEmail,
    paymentMethods: config.paymentMethods,
  });
  registerDonationEventHandlers(app.paymentEvents, donations);

  const window = { windowMs: DONATION_LIMITS.windowMs, clock };
  const attempts = new RateLimiter({ limit: DONATION_LIMITS.attempts, ...window });
  const receiptRequests = new RateLimiter({ limit: DONATION_LIMITS.receiptRequests, ...window });
  const limit = (limiter: RateLimiter, message?: string) => async (request: FastifyRequest) => {
    if (!limiter.hit(request.ip)) throw tooManyRequests(message);
  };
  // Rate limit first, then the proof-of-work: both before anything reaches the provider.
  const guardPayment = [limit(attempts, TOO_MANY_ATTEMPTS), app.requireSolvedChallenge];

  app.post(
    '/create-payment-intent',
    { preHandler: guardPayment },
    async (request): Promise<CreatePaymentIntentResponse> => {
      const input = parseInput(createPaymentIntentSchema, request.body);
      try {
        return await donations.startOneTime(input, clientRefOf(request.ip));
      } catch (error) {
        throw providerFailure(error, request.log, MESSAGES.startFailed);
      }
    },
  );

  app.post(
    '/create-recurring-donation',
    { preHandler: guardPayment },
    async (request): Promise<CreateRecurringDonationResponse> => {
      const input = parseInput(createRecurringDonationSchema, request.body);
      try {
        return await donations.startMonthly(input, clientRefOf(request.ip));
      } catch (error) {
        throw providerFailure(error, request.log, MESSAGES.monthlyFailed);
      }
    },
  );

  app.post('/send-donation-emails', { preHandler: limit(receiptRequests) }, async (request) => {
    const { transactionId } = parseInput(sendDonationEmailsSchema, request.body);
    try {
      return await donations.confirmAndSendReceipts(transactionId);
    } catch (error) {
      throw providerFailure(error, request.log, MESSAGES.verifyFailed);
    }
  });

  app.get(
    '/admin/donations',
    { preHandler: app.requireAdmin },
    async (request, reply): Promise<DonationsReport> => {
      reply.header('cache-control', 'no-store');
      const period = periodFrom(request.query, clock.now());
      return {
        from: period.from,
        to: period.to,
        ...(await donations.report(period.start, period.end)),
      };
    },
  );

  app.get(
    '/admin/export/donations.csv',
    { preHandler: app.requireAdmin },
    async (request, reply) => {
      const period = periodFrom(request.query, clock.now());
      const { donations: rows } = await donations.report(period.start, period.end);
      const csv = toCsv(
        [
          'Created',
          'Paid',
          'Donor',
          'Email',
          'Amount (SEK)',
          'Type',
          'Method',
          'Status',
          'Reference',
          'Subscription',
          'Test',
        ],
        rows.map((d) => [
          d.createdAt,
          d.paidAt,
          d.donorName,
          d.donorEmail,
          (d.amountOre / 100).toFixed(2),
          d.kind === 'monthly' ? 'Monthly' : 'One-time',
          d.method,
          d.status,
          d.providerRef,
          d.subscriptionId,
          d.test ? 'yes' : 'no',
        ]),
      );
      return sendCsv(reply, `donations-${period.from}-to`, new Date(`${period.to}T12:00:00Z`), csv);
    },
  );
}

function periodFrom(query: unknown, now: Date) {
  const { from, to } = parseInput(donationPeriodSchema, query);
  const period = donationPeriod(from, to, now);
  if (!period) throw badRequest('The start date must not be after the end date.');
  return period;
}
