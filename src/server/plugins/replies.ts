import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EncodedBody, preferredEncoding } from '../lib/compression.ts';

/** Answers that need Fastify's reply: kept bodies in their encodings, and CSV downloads. */

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
  const { compressed } = encoded;
  const encoding = compressed && preferredEncoding(request.headers['accept-encoding']);
  // Each encoding is its own representation, with its own ETag.
  const etag = encoding ? `${encoded.etag.slice(0, -1)}-${encoding}"` : encoded.etag;
  reply.header('etag', etag);
  if (compressed) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.status(status).type(type);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? compressed[encoding] : encoded.bytes);
}

/** Sends a CSV download named `<name>-<date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, date: Date, csv: string) {
  const filename = `${name}-${date.toISOString().slice(0, 10)}.csv`;
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('text/csv; charset=utf-8')
    .send(csv);
}
