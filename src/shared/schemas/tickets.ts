import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import { requiredEmail, requiredLine } from './fields.ts';

/** More tickets than this in one order is a typo, whatever the spots left. */
export const MAX_TICKETS_PER_TYPE = 100;

const quantity = z
  .number({ error: m(msg`Ticket quantities must be numbers.`) })
  .int(m(msg`Ticket quantities must be whole numbers.`))
  .min(0, m(msg`Ticket quantities cannot be below 0.`))
  // The number is written out: a schema's message is only its catalog id, with no values.
  .max(MAX_TICKETS_PER_TYPE, m(msg`At most 100 tickets of each kind per order.`));

export const ticketQuantitiesSchema = z.object({
  adult: quantity,
  youth: quantity,
  child: quantity,
});

/** POST /api/create-checkout-session: the payload of docs/product.md (part 2, Calls), plus the event, tickets and buyer. */
export const checkoutSessionSchema = z
  .object({
    /** The total in SEK as the browser computed it; the server computes its own and compares. */
    amount: z.number({ error: m(msg`amount must be a number.`) }).nonnegative(),
    eventTitle: z.string().max(300).optional(),
    successUrl: z.string({ error: m(msg`successUrl is required.`) }).max(2_000),
    cancelUrl: z.string({ error: m(msg`cancelUrl is required.`) }).max(2_000),
    eventId: z
      .string({ error: m(msg`eventId is required.`) })
      .min(1)
      .max(100),
    tickets: ticketQuantitiesSchema,
    name: requiredLine(m(msg`Please enter your full name.`), 200, m(msg`The name is too long.`)),
    email: requiredEmail(
      m(msg`Please enter your e-mail address.`),
      m(msg`Please enter a valid email address.`),
    ),
    phone: requiredLine(
      m(msg`Please enter your phone number.`),
      40,
      m(msg`The phone number is too long.`),
    ),
    /** The solved proof-of-work challenge (checked before the body is validated). */
    altcha: z.string().optional(),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountSek: amount }));
export type CheckoutSessionInput = z.input<typeof checkoutSessionSchema>;

export const checkoutSessionResponseSchema = z.object({
  sessionId: z.string(),
  publicKey: z.string(),
  /** The provider's hosted checkout page, where the browser goes next. */
  url: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/**
 * POST /api/send-ticket-email: the payload of docs/product.md (kept by the browser) plus the checkout session
 * id from the return URL. Only the session id counts: the e-mail goes to the order's own buyer.
 */
export const sendTicketEmailSchema = z.object({
  sessionId: z
    .string({ error: m(msg`sessionId is required.`) })
    .min(1)
    .max(300),
  name: z.string().max(300).optional(),
  email: z.string().max(300).optional(),
  phone: z.string().max(100).optional(),
  eventTitle: z.string().max(300).optional(),
  tickets: z.unknown().optional(),
});

export const ticketOrderStatuses = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type TicketOrderStatus = (typeof ticketOrderStatuses)[number];

export const sendTicketEmailResponseSchema = z.object({
  /** paid: the tickets are (or were already) on their way; pending: not confirmed yet. */
  status: z.enum(ticketOrderStatuses),
});
export type SendTicketEmailResponse = z.infer<typeof sendTicketEmailResponseSchema>;

/** POST /api/ticket-orders/cancel: the buyer came back from checkout without paying. */
export const cancelTicketOrderSchema = z.object({
  sessionId: z
    .string({ error: m(msg`sessionId is required.`) })
    .min(1)
    .max(300),
});

/** The order's status after the call: cancelled, or what it already was (paid, expired). */
export const cancelTicketOrderResponseSchema = sendTicketEmailResponseSchema;
export type CancelTicketOrderResponse = z.infer<typeof cancelTicketOrderResponseSchema>;

/** PUT /api/events/:id/spots (admin). */
export const eventSpotsSchema = z.object({
  spotsLeft: z
    .number({ error: m(msg`spotsLeft must be a number.`) })
    .int(m(msg`spotsLeft must be a whole number.`))
    .min(0, m(msg`spotsLeft cannot be below 0.`))
    .max(100_000, m(msg`spotsLeft is too large.`)),
});

/** One row of the admin's Ticket orders view. */
export const ticketOrderRowSchema = z.object({
  reference: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tickets: z.object({ adult: z.number(), youth: z.number(), child: z.number() }),
  /** In öre. */
  amount: z.number(),
  status: z.enum(ticketOrderStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Given back so far, in öre (net = amount − refundedOre). */
  refundedOre: z.number(),
  /** The provider's state of a dispute about the payment; null when none. */
  disputeStatus: z.string().nullable(),
});
export type TicketOrderRow = z.infer<typeof ticketOrderRowSchema>;

/** GET /api/admin/ticket-orders */
export const ticketOrdersResponseSchema = z.object({ orders: z.array(ticketOrderRowSchema) });
