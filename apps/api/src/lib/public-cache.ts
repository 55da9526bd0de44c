import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous, identical-for-everyone GET: may be answered from the micro-cache. */
    publicCache?: boolean;
  }
}

type Entry = { expiresAt: number; body: string; contentType: string };

/**
 * A few-seconds micro-cache for public catalogue reads, keyed by the full URL. A burst of
 * visitors opening the same shop costs one database round trip per interval per instance;
 * a seller's edit is visible everywhere within `ttlSeconds`. Browsers may reuse answers as long.
 */
export const publicCache = fp<{ ttlSeconds: number; maxEntries?: number }>(
  async (app: FastifyInstance, { ttlSeconds, maxEntries = 2000 }) => {
    const entries = new Map<string, Entry>();
    const cacheControl = ttlSeconds > 0 ? `public, max-age=${ttlSeconds}` : 'no-cache';

    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' || !req.routeOptions.config.publicCache) return;
      reply.header('cache-control', cacheControl);
      if (ttlSeconds === 0) return;
      const hit = entries.get(req.url);
      if (!hit) return;
      if (hit.expiresAt <= Date.now()) {
        entries.delete(req.url);
        return;
      }
      reply.header('x-cache', 'HIT').type(hit.contentType);
      return reply.send(hit.body);
    });

    app.addHook('onSend', async (req, reply, payload) => {
      if (
        ttlSeconds === 0 ||
        req.method !== 'GET' ||
        !req.routeOptions.config.publicCache ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        reply.getHeader('x-cache') === 'HIT'
      ) {
        return payload;
      }
      if (entries.size >= maxEntries) {
        // Map keeps insertion order: dropping the first key evicts the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(req.url, {
        expiresAt: Date.now() + ttlSeconds * 1000,
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      });
      return payload;
    });
  },
  { name: 'public-cache' },
);
