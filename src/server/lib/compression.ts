import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The compressions the site sends: what browsers take. */
export type ContentEncoding = 'br' | 'gzip';

const brotliOptions = (bytes: Buffer, quality = constants.BROTLI_MAX_QUALITY) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});
/**
 * For bodies made while serving: the request waits for it, and the top quality takes about
 * 120 ms of a worker thread for Home against about 3 ms here. Kept pages get the top quality
 * afterwards, in the background (`smallestBrotli`), about a tenth smaller.
 */
const RUNTIME_BROTLI_QUALITY = 5;

/** Every encoding at its smallest, on this thread: for what is made once, at start-up. */
export function compress(bytes: Buffer): Record<ContentEncoding, Buffer> {
  return {
    br: brotliCompressSync(bytes, brotliOptions(bytes)),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** As `compress`, off the main thread: for bodies made while the site serves requests. */
export async function compressInBackground(text: string): Promise<Record<ContentEncoding, Buffer>> {
  const bytes = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    brotliAsync(bytes, brotliOptions(bytes, RUNTIME_BROTLI_QUALITY)),
    gzipAsync(bytes, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

/** Brotli at its smallest, off the main thread: a slow (~120 ms) second pass over a kept page. */
export const smallestBrotli = (bytes: Buffer): Promise<Buffer> =>
  brotliAsync(bytes, brotliOptions(bytes));

/** The answers for the Accept-Encoding headers seen: browsers send a handful of different ones. */
const encodingOf = new Map<string, ContentEncoding | undefined>();

/** Brotli when the client takes it, else gzip, else none (an encoding with q=0 is refused). */
export function preferredEncoding(header = ''): ContentEncoding | undefined {
  if (encodingOf.has(header)) return encodingOf.get(header);
  const encoding = parsePreferredEncoding(header);
  if (encodingOf.size < 100) encodingOf.set(header, encoding);
  return encoding;
}

function parsePreferredEncoding(header: string): ContentEncoding | undefined {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** A strong validator of a body's bytes. */
export const etagOf = (bytes: Buffer | string): string =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** A body kept ready to send: its bytes, their validator, and (for most) its compressions. */
export interface EncodedBody {
  bytes: Buffer | string;
  etag: string;
  compressed?: Record<ContentEncoding, Buffer> | undefined;
}

/** How a kept body answers one request: the encoding it goes in, its validator, its bytes. */
export interface Representation {
  encoding: ContentEncoding | undefined;
  /** Each encoding is its own representation, with its own ETag. */
  etag: string;
  /** Whether the answer depends on Accept-Encoding (the body is kept compressed). */
  varies: boolean;
  /** A 200 the client already has (its If-None-Match): answered 304, without a body. */
  notModified: boolean;
  body: Buffer | string;
}

/** The representation of `encoded` for a request with these headers, sent with `status`. */
export function representationOf(
  encoded: EncodedBody,
  headers: { 'accept-encoding'?: string | undefined; 'if-none-match'?: string | undefined },
  status: number,
): Representation {
  const { compressed } = encoded;
  const encoding = compressed && preferredEncoding(headers['accept-encoding']);
  const etag = encoding ? `${encoded.etag.slice(0, -1)}-${encoding}"` : encoded.etag;
  return {
    encoding,
    etag,
    varies: compressed !== undefined,
    notModified: status === 200 && headers['if-none-match'] === etag,
    body: encoding ? compressed[encoding] : encoded.bytes,
  };
}

/**
 * Sends a kept body in the encoding the request takes best, with that encoding's own ETag; a 200
 * the client has already gets 304.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
  { type, status = 200 }: { type: string; status?: number },
): FastifyReply {
  const answer = representationOf(encoded, request.headers, status);
  reply.header('etag', answer.etag);
  if (answer.varies) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (answer.notModified) return reply.status(304).send();
  reply.status(status).type(type);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}
