import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { PaymentProviderError } from '../port.ts';
import { createSwishAgent, type SwishCredentials } from './credentials.ts';
import {
  oreOfSwishAmount,
  type StartupLog,
  type SwishPaymentRequest,
  type SwishProvider,
  type SwishRequestParams,
  swishAmount,
  swishStateOf,
} from './port.ts';

export interface SwishSettings {
  /** The API's base, e.g. https://cpc.getswish.net/swish-cpcapi (production). */
  apiUrl: string;
  /** The charity's 90-number, digits only (1231181189 in Swish's test environment). */
  payeeAlias: string;
  credentials: SwishCredentials;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A payment request as the Commerce API sends it (the fields the site reads). */
interface WireRequest {
  id: string;
  status: string;
  amount: number | string;
  paymentReference?: string | null;
  errorCode?: string | null;
  dateCreated?: string | null;
  datePaid?: string | null;
}

/**
 * The TLS failures that mean Swish did not accept the client certificate (its handshake alert),
 * or we its server's. A reset, a timeout or a failed DNS look-up is not among them: a reset can
 * also be a load balancer's or the network's, and a wrong certificate shows on the next try.
 */
const CERTIFICATE_ERROR = /^(ERR_SSL|ERR_TLS|EPROTO|UNABLE_TO|SELF_SIGNED|DEPTH_ZERO|CERT_)/;

/** The request the start-up check reads: none has this id, so Swish answers 404. */
const NO_SUCH_REQUEST = 'api/v1/paymentrequests/00000000000000000000000000000000';

/**
 * The Swish Commerce API, over mutual TLS with the organisation's certificate: requests are
 * created with PUT (v2) under the site's own id, read with GET and cancelled with PATCH (v1).
 * The v1 paths are unverified against Swish's documentation: to confirm in MSS (decision 012).
 */
export class SwishCommerceClient implements SwishProvider {
  readonly kind = 'swish';
  private readonly agent: https.Agent;
  private readonly base: URL;

  constructor(private readonly settings: SwishSettings) {
    this.agent = createSwishAgent(settings.credentials);
    this.base = new URL(settings.apiUrl.replace(/\/*$/, '/'));
  }

  async createPaymentRequest(params: SwishRequestParams): Promise<{ token: string | null }> {
    const body = {
      payeePaymentReference: params.reference,
      callbackUrl: params.callbackUrl,
      payeeAlias: this.settings.payeeAlias,
      amount: swishAmount(params.amountOre),
      currency: 'SEK',
      message: params.message,
      ...(params.payer ? { payerAlias: params.payer } : {}),
    };
    const answer = await this.call('PUT', `api/v2/paymentrequests/${params.id}`, body);
    if (answer.status !== 201) throw refusal(answer);
    const token = answer.headers.paymentrequesttoken;
    return { token: typeof token === 'string' && token ? token : null };
  }

  async retrievePaymentRequest(id: string): Promise<SwishPaymentRequest | null> {
    const answer = await this.call('GET', `api/v1/paymentrequests/${id}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refusal(answer);
    return fromWire(JSON.parse(answer.body) as WireRequest);
  }

  async cancelPaymentRequest(id: string): Promise<SwishPaymentRequest | null> {
    const patch = [{ op: 'replace', path: '/status', value: 'cancelled' }];
    const answer = await this.call('PATCH', `api/v1/paymentrequests/${id}`, patch);
    if (answer.status === 200) return fromWire(JSON.parse(answer.body) as WireRequest);
    // Refused: no longer open (paid, or closed by Swish); its state is whatever Swish says now.
    return this.retrievePaymentRequest(id);
  }

  appUrl(token: string, returnUrl: string): string {
    const query = new URLSearchParams({ token, callbackurl: returnUrl });
    return `swish://paymentrequest?${query}`;
  }

  /**
   * Reads a request that does not exist: Swish answers 404 once it accepted the certificate.
   * Throws a message naming the variables when the TLS handshake is refused either way, or
   * Swish answers 401/403. Any other fault is tried once more after `retryAfterMs`, then logged:
   * an outage is not the configuration's fault, and the gifts will say so while it lasts.
   */
  async checkConnection(log: StartupLog, retryAfterMs = 2_000): Promise<void> {
    let fault = await this.connectionFault();
    if (fault) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
      fault = await this.connectionFault();
    }
    // Closed again with no answer right after a finished handshake: under TLS 1.3 the server
    // checks the client's certificate only then, and some servers hang up rather than alert.
    if (fault && (fault as { afterHandshake?: boolean }).afterHandshake) {
      throw this.certificateRefused(`${errorCode(fault)} after the TLS handshake`);
    }
    if (fault) {
      log.warn(
        { err: fault, swish: this.base.origin },
        'Swish could not be reached at start-up: the site starts, and Swish gifts fail until it answers (should it last, check SWISH_API_URL and the certificate)',
      );
    }
  }

  /** The start-up read: throws when the certificate is refused, answers any other fault. */
  private async connectionFault(): Promise<Error | null> {
    let answer: Answer;
    try {
      answer = await this.call('GET', NO_SUCH_REQUEST);
    } catch (error) {
      const code = errorCode(error);
      if (CERTIFICATE_ERROR.test(code)) throw this.certificateRefused(code);
      return error as Error;
    }
    if (answer.status === 401 || answer.status === 403) {
      throw this.certificateRefused(`HTTP ${answer.status}`);
    }
    return answer.status >= 500 ? refusal(answer) : null;
  }

  private certificateRefused(why: string): Error {
    return new Error(
      `Swish refused the TLS connection to ${this.base.origin} (${why}): check that SWISH_CERT/SWISH_KEY (or SWISH_P12) is the certificate Swish issued for SWISH_PAYEE_ALIAS, and that SWISH_CA is Swish's root for SWISH_API_URL`,
    );
  }

  private call(method: string, path: string, json?: unknown): Promise<Answer> {
    const url = new URL(path, this.base);
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const contentType = method === 'PATCH' ? 'application/json-patch+json' : 'application/json';
    return new Promise((resolve, reject) => {
      // Whether TLS was through when the connection failed (see `checkConnection`).
      let secured = false;
      const request = https.request(
        url,
        {
          method,
          agent: this.agent,
          timeout: 15_000,
          headers: payload
            ? { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }
            : {},
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', (cause) => reject(unreachable(cause, secured)));
        },
      );
      request.on('socket', (socket) => {
        const tls = socket as TLSSocket;
        if (tls.authorized) secured = true;
        else tls.once('secureConnect', () => (secured = true));
      });
      request.on('timeout', () => request.destroy(new Error('Swish did not answer in time.')));
      request.on('error', (cause) => reject(unreachable(cause, secured)));
      request.end(payload);
    });
  }
}

const unreachable = (cause: Error, afterHandshake: boolean) =>
  Object.assign(
    new PaymentProviderError(`Swish could not be reached: ${cause.message}`, { unavailable: true }),
    { cause, afterHandshake },
  );

/** The system's code of a failed call (ECONNRESET, ENOTFOUND, ERR_SSL_…), or ''. */
const errorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? '';

/** Swish's refusal: its first error code (422: the request was not accepted), or an outage. */
function refusal(answer: Answer): PaymentProviderError {
  if (answer.status >= 500 || answer.status === 0) {
    return new PaymentProviderError(`Swish answered ${answer.status}.`, { unavailable: true });
  }
  let first: { errorCode?: string; errorMessage?: string } | undefined;
  try {
    const parsed = JSON.parse(answer.body) as unknown;
    first = Array.isArray(parsed) ? parsed[0] : undefined;
  } catch {
    first = undefined;
  }
  return new PaymentProviderError(first?.errorMessage ?? `Swish answered ${answer.status}.`, {
    code: first?.errorCode ?? String(answer.status),
  });
}

function fromWire(wire: WireRequest): SwishPaymentRequest {
  return {
    id: wire.id,
    state: swishStateOf(wire.status, wire.errorCode),
    code: wire.errorCode || wire.status,
    amountOre: oreOfSwishAmount(wire.amount),
    paymentReference: wire.paymentReference || null,
    createdAt: toIso(wire.dateCreated) ?? new Date().toISOString(),
    paidAt: toIso(wire.datePaid),
  };
}

const toIso = (date: string | null | undefined) =>
  date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null;
