import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { SwishState } from '#shared/schemas/swish.ts';
import type { Clock } from '../../lib/clock.ts';
import { PaymentProviderError } from '../port.ts';
import {
  SWISH_TIMEOUT_MS,
  type SwishPaymentRequest,
  type SwishProvider,
  type SwishRequestParams,
  swishStateOf,
} from '../swish/port.ts';
import type { SandboxStore } from './store.ts';
import { sandboxSwishRoutes } from './swish-routes.ts';

/** A pretend payment request, as the sandbox keeps it. */
export interface SandboxSwishRequest extends SwishRequestParams {
  token: string;
  /** Swish's status: CREATED, PAID, DECLINED, ERROR, CANCELLED. */
  status: string;
  errorCode: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** How long the pretend payer takes to answer a request sent to a phone number. */
export const SANDBOX_PAYER_DELAY_MS = 3_000;

/**
 * The pretend payer behind a phone number (e-commerce), by its last digit: 1 declines, 2 cancels,
 * 3 is not enrolled in Swish (refused at once); any other approves after three seconds.
 */
const payerAnswer = (payer: string) =>
  ({ '1': { status: 'DECLINED' }, '2': { status: 'ERROR', errorCode: 'BANKIDCL' } })[
    payer.slice(-1)
  ] ?? { status: 'PAID' };

/**
 * The built-in stand-in for Swish, so the site offers Swish offline: requests kept in the
 * sandbox's store, and a page that plays the payer's Swish app (approve, decline, cancel), which
 * then calls back the site as Swish does and returns to it. Like Swish, it gives up after three
 * minutes (TM01).
 */
export class SandboxSwish implements SwishProvider {
  readonly kind = 'sandbox';
  readonly routes: FastifyPluginAsync = (app) => sandboxSwishRoutes(app, { swish: this });

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: Clock,
  ) {}

  async createPaymentRequest(params: SwishRequestParams): Promise<{ token: string | null }> {
    if (params.payer?.endsWith('3')) {
      throw new PaymentProviderError('Payer not Enrolled', { code: 'ACMT03' });
    }
    const token = randomBytes(16).toString('hex');
    const request: SandboxSwishRequest = {
      ...params,
      token,
      status: 'CREATED',
      errorCode: null,
      createdAt: this.clock.now().toISOString(),
      paidAt: null,
    };
    const stored = await this.store.putIfAbsent('swish_request', params.id, request);
    if (!stored) {
      const existing = await this.store.get<SandboxSwishRequest>('swish_request', params.id);
      return { token: existing && !existing.payer ? existing.token : null };
    }
    await this.store.put('swish_token', token, { id: params.id });
    return { token: params.payer ? null : token };
  }

  async retrievePaymentRequest(id: string): Promise<SwishPaymentRequest | null> {
    const request = await this.current(id);
    return request ? toPaymentRequest(request) : null;
  }

  async cancelPaymentRequest(id: string): Promise<SwishPaymentRequest | null> {
    const request = await this.current(id);
    if (request?.status === 'CREATED') await this.save({ ...request, status: 'CANCELLED' });
    return this.retrievePaymentRequest(id);
  }

  appUrl(token: string, returnUrl: string): string {
    return `/sandbox/swish?${new URLSearchParams({ token, callbackurl: returnUrl })}`;
  }

  /** The open request a token stands for, for the stand-in app's page. */
  async openByToken(token: string): Promise<SandboxSwishRequest | null> {
    const link = await this.store.get<{ id: string }>('swish_token', token);
    const request = link ? await this.current(link.id) : undefined;
    return request?.status === 'CREATED' ? request : null;
  }

  /** Records the payer's answer in the stand-in app. */
  async answer(request: SandboxSwishRequest, answer: 'approve' | 'decline' | 'cancel') {
    const now = this.clock.now().toISOString();
    const outcome = {
      approve: { status: 'PAID', paidAt: now },
      decline: { status: 'DECLINED' },
      cancel: { status: 'ERROR', errorCode: 'BANKIDCL' },
    }[answer];
    await this.save({ ...request, ...outcome });
  }

  /** The request as Swish would report it now: the pretend payer answers, or time runs out. */
  private async current(id: string): Promise<SandboxSwishRequest | undefined> {
    const request = await this.store.get<SandboxSwishRequest>('swish_request', id);
    if (request?.status !== 'CREATED') return request;
    const age = this.clock.now().getTime() - Date.parse(request.createdAt);
    if (request.payer && age >= SANDBOX_PAYER_DELAY_MS) {
      const answer = payerAnswer(request.payer);
      const paidAt = answer.status === 'PAID' ? this.clock.now().toISOString() : null;
      return this.save({ ...request, errorCode: null, ...answer, paidAt });
    }
    if (age >= SWISH_TIMEOUT_MS)
      return this.save({ ...request, status: 'ERROR', errorCode: 'TM01' });
    return request;
  }

  private async save(request: SandboxSwishRequest) {
    await this.store.put('swish_request', request.id, request);
    return request;
  }
}

function toPaymentRequest(request: SandboxSwishRequest): SwishPaymentRequest {
  const state: SwishState = swishStateOf(request.status, request.errorCode);
  return {
    id: request.id,
    state,
    code: request.errorCode ?? request.status,
    amountOre: request.amountOre,
    paymentReference: state === 'paid' ? `SANDBOX${request.id.slice(0, 12)}` : null,
    createdAt: request.createdAt,
    paidAt: request.paidAt,
  };
}
