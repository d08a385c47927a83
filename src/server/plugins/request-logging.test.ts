import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, loggerOptions, requestLogger } from './request-logging.ts';

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions(level), stream },
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/my-gifts', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 1 }, 'something odd');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes one access line per request, with the request, its status and its time', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/quiet?x=1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/quiet?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    await app.close();
  });

  it('binds the request id to what a route writes, and writes nothing more at warn', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/warns' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'something odd', detail: 1, reqId: 'req-2' }),
    ]);
    await app.inject({ method: 'GET', url: '/fails' });
    expect(lines.at(-1)).toMatchObject({ level: 50, reqId: 'req-3', err: { message: 'broken' } });
    await app.close();
  });

  it('never writes a secret that a URL carries: sign-in tokens and payment client secrets', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/my-gifts?token=abc.def&lang=sv' });
    await app.inject({
      method: 'GET',
      url: '/my-gifts?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
    });
    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/my-gifts?token=•••&lang=sv',
      '/my-gifts?payment_intent=pi_1&payment_intent_client_secret=•••',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/abc\.def|secret_2/);
    await app.close();
  });
});
