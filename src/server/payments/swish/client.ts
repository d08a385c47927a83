import https from 'node:https';
import { PaymentProviderError } from '../port.ts';
import { createSwishAgent, type SwishCredentials } from './credentials.ts';
import {
  oreOfSwishAmount,
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

/** The TLS failures that mean Swish did not accept the client certificate, or we its server's. */
const CERTIFICATE_ERROR =
  /^(ERR_SSL|ERR_TLS|ECONNRESET|EPROTO|UNABLE_TO|SELF_SIGNED|DEPTH_ZERO|CERT_)/;

/**
 * The Swish Commerce API, over mutual TLS with the organisation's certificate: requests are
 * created with PUT (v2) under the site's own id, read with GET and cancelled with PATCH (v1).
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
   * Throws a message naming the variables when the TLS handshake is refused either way.
   */
  async checkConnection(): Promise<void> {
    try {
      await this.call('GET', 'api/v1/paymentrequests/00000000000000000000000000000000');
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
      // An outage is not the configuration's fault: the gifts will say so while it lasts.
      if (!CERTIFICATE_ERROR.test(code)) return;
      throw new Error(
        `Swish refused the TLS connection to ${this.base.origin} (${code}): check that SWISH_CERT/SWISH_KEY (or SWISH_P12) is the certificate Swish issued for SWISH_PAYEE_ALIAS, and that SWISH_CA is Swish's root for SWISH_API_URL`,
      );
    }
  }

  private call(method: string, path: string, json?: unknown): Promise<Answer> {
    const url = new URL(path, this.base);
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const contentType = method === 'PATCH' ? 'application/json-patch+json' : 'application/json';
    return new Promise((resolve, reject) => {
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
          response.on('error', (cause) => reject(unreachable(cause)));
        },
      );
      request.on('timeout', () => request.destroy(new Error('Swish did not answer in time.')));
      request.on('error', (cause) => reject(unreachable(cause)));
      request.end(payload);
    });
  }
}

const unreachable = (cause: Error) =>
  Object.assign(
    new PaymentProviderError(`Swish could not be reached: ${cause.message}`, { unavailable: true }),
    { cause },
  );

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
