import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
  createRecurringDonationResponseSchema,
  createRecurringDonationSchema,
  donationPeriodSchema,
  donationsReportSchema,
  givingOverviewSchema,
  sendDonationEmailsResponseSchema,
  sendDonationEmailsSchema,
} from '#shared/schemas/donations.ts';
import { badRequest } from '../../lib/http-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import { sendDonationsCsv } from './csv.ts';
import { donationPeriod } from './period.ts';
import { type DonationService, MESSAGES, providerFailure } from './service.ts';

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

export const ATTEMPTS: LimitRule = {
  name: 'donation-attempts',
  max: DONATION_LIMITS.attempts,
  windowMs: DONATION_LIMITS.windowMs,
  message: msg`Too many payment attempts. Please wait 15 minutes and try again.`,
};
const RECEIPT_REQUESTS: LimitRule = {
  name: 'donation-receipts',
  max: DONATION_LIMITS.receiptRequests,
  windowMs: DONATION_LIMITS.windowMs,
};

/** The donation calls of the Home page's form, and the admin's report and export. */
export const donationRoutes: FastifyPluginAsyncZod<{ donations: DonationService }> = async (
  app,
  { donations },
) => {
  const { clock } = app.deps;
  // The rate limit comes first (before the body is read), then the proof-of-work: both before
  // the body is validated, and before anything reaches the provider.
  const guardPayment = {
    config: app.limits.route(ATTEMPTS),
    preValidation: app.requireSolvedChallenge,
  };
  const admin = { onRequest: app.requireAdmin };

  /** Turns the provider's refusals into what the browser hears. */
  const answering = async <T>(
    request: FastifyRequest,
    fallback: MessageDescriptor,
    call: () => Promise<T>,
  ) => {
    try {
      return await call();
    } catch (error) {
      throw providerFailure(error, request.log, fallback);
    }
  };

  app.post(
    '/create-payment-intent',
    {
      ...guardPayment,
      schema: {
        body: createPaymentIntentSchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
    },
    async (request) =>
      answering(request, MESSAGES.startFailed, () =>
        donations.startOneTime(
          { ...request.body, locale: requestLocale(request) },
          app.payerRef(request),
        ),
      ),
  );

  app.post(
    '/create-recurring-donation',
    {
      ...guardPayment,
      schema: {
        body: createRecurringDonationSchema,
        response: { 200: createRecurringDonationResponseSchema },
      },
    },
    async (request) =>
      answering(request, MESSAGES.monthlyFailed, () =>
        donations.startMonthly(
          { ...request.body, locale: requestLocale(request) },
          app.payerRef(request),
        ),
      ),
  );

  app.post(
    '/send-donation-emails',
    {
      config: app.limits.route(RECEIPT_REQUESTS),
      schema: {
        body: sendDonationEmailsSchema,
        response: { 200: sendDonationEmailsResponseSchema },
      },
    },
    async (request) =>
      answering(request, MESSAGES.verifyFailed, () =>
        donations.confirmAndSendReceipts(request.body.transactionId),
      ),
  );

  app.get(
    '/admin/donations',
    {
      ...admin,
      schema: { querystring: donationPeriodSchema, response: { 200: donationsReportSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const period = periodOf(request.query, clock.now());
      const report = await donations.report(period.start, period.end);
      return { from: period.from, to: period.to, ...report };
    },
  );

  app.get(
    '/admin/giving',
    { ...admin, schema: { response: { 200: givingOverviewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return donations.overview();
    },
  );

  app.get(
    '/admin/export/donations.csv',
    { ...admin, schema: { querystring: donationPeriodSchema } },
    async (request, reply) => {
      const period = periodOf(request.query, clock.now());
      const { donations: rows } = await donations.report(period.start, period.end);
      return sendDonationsCsv(reply, rows, period);
    },
  );
};

function periodOf(query: { from?: string; to?: string }, now: Date) {
  const period = donationPeriod(query.from, query.to, now);
  if (!period) throw badRequest('The start date must not be after the end date.');
  return period;
}
