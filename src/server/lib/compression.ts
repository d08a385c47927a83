import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The compressions the site sends: what browsers take. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * Brotli at its best: a body is compressed once (a pre-rendered page once per process, a page with
 * data or a public answer once per content version) and sent many times, so its bytes count more
 * than the time. That time is 100–250 ms for a page (Home, /our-history) against 3–5 ms at
 * quality 5, for a tenth fewer bytes: Home fits in a new connection's first round trip.
 */
const brotliOptions = (bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

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
    brotliAsync(bytes, brotliOptions(bytes)),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gzipped };
}

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
