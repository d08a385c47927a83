import { isDisputeClosed } from '#shared/payments/disputes.ts';
import { PaymentProviderError } from '../port.ts';
import type { ChargeObject, DisputeObject } from '../stripe/wire.ts';
import { newId, type SandboxContext } from './events.ts';

export type SandboxDisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

/**
 * The money of each paid payment, as Stripe keeps it: one charge per payment intent, which can be
 * refunded (in part or whole) and disputed, with the events Stripe sends about it. Kept by the
 * payment's id, which is what the site knows.
 */
export class SandboxCharges {
  constructor(private readonly context: SandboxContext) {}

  /** A payment succeeded: its money is now a charge. */
  async record(paymentId: string, amount: number, currency: string): Promise<void> {
    const charge: ChargeObject = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      payment_intent: paymentId,
      created: this.context.now(),
    };
    await this.context.store.putIfAbsent('charge', paymentId, charge);
  }

  /** Stripe's refund: `amountOre` of what is left, or all of it. */
  async refund(paymentId: string, amountOre?: number): Promise<ChargeObject> {
    const charge = await this.charge(paymentId);
    const left = charge.amount - charge.amount_refunded;
    const amount = amountOre ?? left;
    if (amount <= 0 || amount > left) {
      throw new PaymentProviderError(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
        { code: 'amount_too_large' },
      );
    }
    charge.amount_refunded += amount;
    await this.context.store.put('charge', paymentId, charge);
    this.context.emit('charge.refunded', structuredClone(charge));
    return charge;
  }

  /** The payer's bank disputes the charge, or the dispute moves on (and closes: won or lost). */
  async dispute(paymentId: string, status: SandboxDisputeStatus): Promise<DisputeObject> {
    const charge = await this.charge(paymentId);
    const known = await this.context.store.get<DisputeObject>('dispute', paymentId);
    const dispute: DisputeObject = known ?? {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: paymentId,
      status,
      created: this.context.now(),
    };
    dispute.status = status;
    await this.context.store.put('dispute', paymentId, dispute);
    const type = !known ? 'created' : isDisputeClosed(status) ? 'closed' : 'updated';
    this.context.emit(`charge.dispute.${type}`, structuredClone(dispute));
    return dispute;
  }

  private async charge(paymentId: string): Promise<ChargeObject> {
    const charge = await this.context.store.get<ChargeObject>('charge', paymentId);
    if (!charge) {
      throw new PaymentProviderError(`No charge for payment '${paymentId}'.`, {
        code: 'resource_missing',
      });
    }
    return charge;
  }
}
