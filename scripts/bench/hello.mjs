/**
 * The baseline: a bare Fastify hello-world in its own process, measured exactly like the app's
 * routes. Routes are reported as a fraction of its req/s, which cancels out the machine's speed.
 * Listens on 127.0.0.1:$PORT (0 = any free port) and prints `{"port":N}` once ready.
 */
import fastify from 'fastify';

const app = fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ port: Number(new URL(address).port) })}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
