// The ceiling for the load benchmark: the same Fastify, one constant route, nothing else.
// Started by scripts/bench/run.mjs in its own process; never part of the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
