import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/swish/', import.meta.url));

/** The test certificates (tests/fixtures/swish/make-certificates.sh makes them again). */
export const swishFixture = (name: string) => path.join(FIXTURES, name);

/**
 * The settings of a built server of its own (e2e tests, the bench) that takes Swish through the
 * stand-in: a fresh DATA_DIR with SQLite, no SMTP, its own address as PUBLIC_URL.
 */
export function swishSiteEnv(standIn: SwishStandIn): Record<string, string> {
  return {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'swish-site-')),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PUBLIC_URL: '',
    SMTP_URL: '',
    ...swishEnvFor(standIn),
  };
}

/** The site's settings for the stand-in: its address, the 90-number and the test certificate. */
export function swishEnvFor(standIn: SwishStandIn): Record<string, string> {
  return {
    SWISH_API_URL: `${standIn.url}/swish-cpcapi`,
    SWISH_PAYEE_ALIAS: '1231181189',
    SWISH_CERT: swishFixture('client.pem'),
    SWISH_KEY: swishFixture('client.key'),
    SWISH_CA: swishFixture('ca.pem'),
  };
}

interface StandInRequest {
  id: string;
  payeePaymentReference: string;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: number;
  currency: string;
  message: string;
  status: 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** Swish's error messages for the codes the tests use. */
const ERROR_MESSAGES: Record<string, string> = {
  RF07: 'Transaction declined',
  BANKIDCL: 'Payer cancelled BankID signing',
  TM01: 'Swish timed out before the payment was started',
  ACMT03: 'Payer not Enrolled',
  FF10: 'Bank system processing error',
};

/** What a callback delivery does: posts the body to the request's callback URL by default. */
export type CallbackDelivery = (url: string, body: string) => Promise<void>;

/**
 * A stand-in for Swish's test server (MSS): HTTPS that requires a client certificate from the
 * test CA, the three calls of the Commerce API, the payer's answers (paid, declined, cancelled,
 * errors such as TM01) and their callbacks, and refusals of the next create (e.g. ACMT03).
 */
export class SwishStandIn {
  readonly requests = new Map<string, StandInRequest>();
  /** Every call received, as "METHOD path", for checks on what the site asked. */
  readonly calls: string[] = [];
  private refusal: string | null = null;
  private resets = 0;
  private forbidden = false;
  private server?: https.Server;
  url = '';

  constructor(private readonly deliver: CallbackDelivery = postCallback) {}

  async start(): Promise<this> {
    this.server = https.createServer(
      {
        key: fs.readFileSync(swishFixture('server.key')),
        cert: fs.readFileSync(swishFixture('server.pem')),
        ca: fs.readFileSync(swishFixture('ca.pem')),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (request, response) => void this.handle(request, response),
    );
    this.server.on('connection', (socket: Socket) => {
      if (this.resets === 0) return;
      this.resets -= 1;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The next create is refused with this error code (422), as Swish refuses e.g. ACMT03. */
  refuseNextCreate(code: string) {
    this.refusal = code;
  }

  /** The next `count` connections are reset (TCP RST) before TLS begins, as a bad network does. */
  resetNextConnections(count = 1) {
    this.resets = count;
  }

  /** The next call is answered 403, as Swish answers a certificate it does not know the alias of. */
  forbidNextCall() {
    this.forbidden = true;
  }

  /** The payer's answer, or Swish's error (`errorCode`), then the callback (unless told not to). */
  async answer(
    id: string,
    outcome: 'PAID' | 'DECLINED' | 'CANCELLED' | { errorCode: string },
    options: { callback?: boolean } = {},
  ): Promise<void> {
    const request = this.requests.get(id);
    if (!request) throw new Error(`the stand-in has no request ${id}`);
    if (typeof outcome === 'string') {
      request.status = outcome;
    } else {
      request.status = 'ERROR';
      request.errorCode = outcome.errorCode;
      request.errorMessage = ERROR_MESSAGES[outcome.errorCode] ?? outcome.errorCode;
    }
    if (outcome === 'PAID') {
      request.datePaid = new Date().toISOString();
      request.paymentReference = `${id.slice(0, 8)}PAYREF`;
    }
    if (options.callback !== false) await this.callback(id);
  }

  /** Sends the request's callback (again), with its body as Swish sends it: unsigned. */
  callback(id: string, body: Partial<StandInRequest> = {}): Promise<void> {
    const request = this.requests.get(id);
    if (!request) throw new Error(`the stand-in has no request ${id}`);
    return this.deliver(request.callbackUrl, JSON.stringify({ ...request, ...body }));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    this.calls.push(`${request.method} ${request.url}`);
    const match = /^\/swish-cpcapi\/api\/(v1|v2)\/paymentrequests\/([^/?]+)$/.exec(
      request.url ?? '',
    );
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (this.forbidden) {
      this.forbidden = false;
      return send(403);
    }
    if (!match) return send(404);
    const [, version, id] = match as unknown as [string, string, string];
    const known = this.requests.get(id);
    if (request.method === 'PUT' && version === 'v2') return this.create(id, text, send);
    if (request.method === 'GET' && version === 'v1') return known ? send(200, known) : send(404);
    if (request.method === 'PATCH' && version === 'v1') {
      if (!known) return send(404);
      if (known.status !== 'CREATED') {
        return send(422, [
          { errorCode: 'RP07', errorMessage: 'Transaction status is not CREATED' },
        ]);
      }
      known.status = 'CANCELLED';
      return send(200, known);
    }
    return send(405);
  }

  private create(
    id: string,
    text: string,
    send: (status: number, body?: unknown, headers?: Record<string, string>) => void,
  ) {
    if (!/^[0-9A-F]{32}$/.test(id)) {
      return send(422, [{ errorCode: 'RP09', errorMessage: 'InstructionUUID not available' }]);
    }
    if (this.requests.has(id)) {
      return send(409, [{ errorCode: 'RP09', errorMessage: 'InstructionUUID not available' }]);
    }
    if (this.refusal) {
      const errorCode = this.refusal;
      this.refusal = null;
      return send(422, [{ errorCode, errorMessage: ERROR_MESSAGES[errorCode] ?? errorCode }]);
    }
    const body = JSON.parse(text) as Record<string, string>;
    if (!/^\d+\.\d{2}$/.test(body.amount ?? '') || body.currency !== 'SEK') {
      return send(422, [
        { errorCode: 'PA02', errorMessage: 'Amount value is missing or not a valid number' },
      ]);
    }
    this.requests.set(id, {
      id,
      payeePaymentReference: body.payeePaymentReference ?? '',
      paymentReference: null,
      callbackUrl: body.callbackUrl ?? '',
      payerAlias: body.payerAlias ?? null,
      payeeAlias: body.payeeAlias ?? '',
      amount: Number(body.amount),
      currency: 'SEK',
      message: body.message ?? '',
      status: 'CREATED',
      dateCreated: new Date().toISOString(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
    });
    const location = `${this.url}/swish-cpcapi/api/v1/paymentrequests/${id}`;
    const token: Record<string, string> = body.payerAlias
      ? {}
      : { PaymentRequestToken: `tok${id.slice(0, 12).toLowerCase()}` };
    return send(201, undefined, { Location: location, ...token });
  }
}

async function postCallback(url: string, body: string): Promise<void> {
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}
