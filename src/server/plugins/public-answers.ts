import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTopic } from '#shared/content-topics.ts';
import { compressInBackground, type EncodedBody, etagOf } from '../lib/compression.ts';
import type { ContentReader } from '../lib/swedish-version.ts';
import { sendEncoded } from './replies.ts';

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/** One language's answer, encoded, for the content versions it was read at. */
interface Answer {
  version: string;
  encoded: Promise<EncodedBody>;
}

export interface PublicAnswersOptions {
  /** More that the answer depends on than its topics (the day, for lists of coming events). */
  alsoVersion?: () => string;
}

/**
 * A public list call's answer (GET /api/news, …), encoded once per content version and language
 * rather than read and checked by its schema on every request: `topics` are the content it is
 * made of, raised by every change (app.contentChanged), so an admin's change shows at once on
 * this instance and within a poll on the others. The admin's own view is never kept. Answers
 * are compressed once too (a phone on a slow network gets the news in a fifth of the bytes) and
 * carry an ETag per encoding; a client that has the current one gets 304.
 */
export function publicAnswers(
  app: FastifyInstance,
  topics: readonly ContentTopic[],
  options: PublicAnswersOptions = {},
) {
  // One entry per language at most: the key is the reader's locale, nothing a client chooses.
  const answers = new Map<string, Answer>();

  return async function send<Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    reader: ContentReader,
    read: () => Promise<Data>,
  ): Promise<Data | FastifyReply> {
    if (reader.admin) return read();
    // Taken before the content is read: whatever is read is at least as new as this version.
    const version = `${app.contentVersion(topics)} ${options.alsoVersion?.() ?? ''}`;
    let answer = answers.get(reader.locale);
    if (answer?.version !== version) {
      const encoded = read().then(async (data) => {
        // The route's own serializer: the answer is checked by its schema, once.
        const bytes = String(reply.serialize(data));
        const etag = etagOf(bytes);
        const worthIt = Buffer.byteLength(bytes) >= MIN_COMPRESSED_BYTES;
        return { bytes, etag, compressed: worthIt ? await compressInBackground(bytes) : undefined };
      });
      const fresh = { version, encoded };
      answers.set(reader.locale, fresh);
      // A failed read is not kept: the next request reads again.
      encoded.catch(() => {
        if (answers.get(reader.locale) === fresh) answers.delete(reader.locale);
      });
      answer = fresh;
    }
    return sendEncoded(request, reply, await answer.encoded, {
      type: 'application/json; charset=utf-8',
    });
  };
}
