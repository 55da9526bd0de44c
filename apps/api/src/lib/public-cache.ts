import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodeFor, negotiateEncoding } from './content-encoding';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous, identical-for-everyone GET: may be answered from the micro-cache. */
    publicCache?: boolean;
  }
}

type Entry = {
  expiresAt: number;
  body: string | Buffer;
  size: number;
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
export const publicCache = fp<{ ttlSeconds: number; maxBytes?: number }>(
  async (app: FastifyInstance, { ttlSeconds, maxBytes = 64 * 1024 * 1024 }) => {
    const entries = new Map<string, Entry>();
    let totalBytes = 0;
    const cacheControl = ttlSeconds > 0 ? `public, max-age=${ttlSeconds}` : 'no-cache';

    const remove = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      totalBytes -= entry.size;
      entries.delete(key);
    };

    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' || !req.routeOptions.config.publicCache) return;
      reply.header('cache-control', cacheControl);
      if (ttlSeconds === 0) return;
      const key = keyOf(req);
      const hit = entries.get(key);
      if (!hit) return;
      if (hit.expiresAt <= Date.now()) {
        remove(key);
        return;
      }
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
      const size = Buffer.byteLength(body);
      if (size > maxBytes / 16) return body; // one huge answer must not flush the cache
      const key = keyOf(req);
      remove(key);
      // Map keeps insertion order: the first keys are the oldest entries.
      for (const oldest of entries.keys()) {
        if (totalBytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, {
        expiresAt: Date.now() + ttlSeconds * 1000,
        body,
        size,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        contentEncoding,
      });
      totalBytes += size;
      return body;
    });
  },
  { name: 'public-cache' },
);
