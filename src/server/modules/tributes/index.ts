import fp from 'fastify-plugin';
import { tributeRoutes } from './routes.ts';
import { createTributesService } from './service.ts';

export { tributesData } from './personal-data.ts';
export {
  type CardNote,
  cardReceiptLine,
  createTributesService,
  type TributesService,
} from './service.ts';

/**
 * Gifts in memory or in honour of someone (decision 026). The donations module keeps a gift's
 * tribute and hands the paid gift here (`deliver`); this module sends or lists its card, answers
 * the admin's "Cards to post", and withdraws the card of a gift refunded or lost in a dispute.
 */
export const tributesModule = fp(
  async (app) => {
    const tributes = createTributesService(app.deps);
    // After the donations module has recorded the refund or dispute on the gift.
    app.paymentEvents.on('refund', async ({ refund }, log) => {
      const withdrawn = await tributes.withdrawReversed(refund.paymentId);
      if (withdrawn > 0) log.info({ paymentId: refund.paymentId }, 'refunded gift: card withdrawn');
    });
    app.paymentEvents.on('dispute', async ({ dispute }, log) => {
      const withdrawn = await tributes.withdrawReversed(dispute.paymentId);
      if (withdrawn > 0)
        log.info({ paymentId: dispute.paymentId }, 'disputed gift: card withdrawn');
    });
    await app.register(tributeRoutes, { prefix: '/api', tributes });
  },
  { name: 'tributes', dependencies: ['sessions', 'payments', 'donations'] },
);
