// The ceiling for the load benchmark: the same Fastify, constant routes, nothing else.
// Started by scripts/bench/run.mjs in its own process; never part of the product.
// `/`: {"ok":true}. `/page`: the bytes of CEILING_PAGE_FILE as Brotli-encoded HTML (the bench
// puts Home's there, as the site sends them to a browser): what sending those bytes costs alone.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
const pageFile = process.env.CEILING_PAGE_FILE;
const page = pageFile && fs.existsSync(pageFile) && fs.readFileSync(pageFile);
if (page) {
  app.get('/page', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page),
  );
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
