import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodeFor, negotiateEncoding } from './content-encoding';
import type { CacheResets } from './cache-resets';
import { expiringStore } from './expiring-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous, identical-for-everyone GET: may be answered from the micro-cache. */
    publicCache?: boolean;
  }
}

type Entry = {
  body: string | Buffer;
  contentType: string;
  contentEncoding: string | undefined;
};

/** Key: the URL and the encoding negotiated for the client; an entry holds the bytes as sent. */
function keyOf(req: FastifyRequest): string {
  return `${negotiateEncoding(req.headers['accept-encoding'])}\n${req.url}`;
}

/**
 * A few-seconds micro-cache for public catalogue reads. A burst of visitors opening the same
 * shop costs one database round trip and one compression per interval per instance; a seller's
 * edit is visible everywhere within `ttlSeconds`. Browsers may reuse answers as long.
 *
 * It compresses what it caches itself: @fastify/compress hooks in at route level, which runs
 * after this app-level hook, so leaving it the job would recompress on every hit. A reply that
 * already carries Content-Encoding is passed through by that plugin untouched.
 */
export const publicCache = fp<{ ttlSeconds: number; maxBytes?: number; resets?: CacheResets }>(
  async (app: FastifyInstance, { ttlSeconds, maxBytes = 64 * 1024 * 1024, resets }) => {
    const entries = expiringStore<Entry>({ ttlSeconds, maxBytes });
    // Goes up at each reset: an answer read before it is not kept after it.
    let generation = 0;
    const startedIn = new WeakMap<FastifyRequest, number>();
    resets?.add(() => {
      generation += 1;
      entries.clear();
    });
    const cacheControl = ttlSeconds > 0 ? `public, max-age=${ttlSeconds}` : 'no-cache';

    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' || !req.routeOptions.config.publicCache) return;
      reply.header('cache-control', cacheControl);
      if (ttlSeconds === 0) return;
      startedIn.set(req, generation);
      const hit = entries.get(keyOf(req));
      if (!hit) return;
      reply.header('x-cache', 'HIT').header('vary', 'accept-encoding').type(hit.contentType);
      if (hit.contentEncoding) reply.header('content-encoding', hit.contentEncoding);
      return reply.send(hit.body);
    });

    app.addHook('onSend', async (req, reply, payload) => {
      if (
        ttlSeconds === 0 ||
        req.method !== 'GET' ||
        !req.routeOptions.config.publicCache ||
        reply.statusCode !== 200 ||
        reply.getHeader('x-cache') === 'HIT' ||
        startedIn.get(req) !== generation ||
        !(typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        return payload;
      }
      const { body, encoding: contentEncoding } = encodeFor(
        req.headers['accept-encoding'],
        payload,
      );
      if (contentEncoding) reply.header('content-encoding', contentEncoding);
      reply.header('vary', 'accept-encoding');
      entries.put(
        keyOf(req),
        {
          body,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          contentEncoding,
        },
        Buffer.byteLength(body),
      );
      return body;
    });
  },
  { name: 'public-cache' },
);
