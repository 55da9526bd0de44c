import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicCache } from './public-cache';

async function appWith(options: { ttlSeconds: number; maxBytes?: number }) {
  const app = Fastify();
  await app.register(publicCache, options);
  let calls = 0;
  app.get('/item/:n', { config: { publicCache: true } }, async (req) => {
    calls++;
    return `${(req.params as { n: string }).n}`.padEnd(40, '.');
  });
  app.get('/private', async () => {
    calls++;
    return 'mine';
  });
  return { app, calls: () => calls };
}

describe('publicCache', () => {
  it('serves repeats from memory and evicts the oldest entries beyond the byte budget', async () => {
    const { app, calls } = await appWith({ ttlSeconds: 60, maxBytes: 100 * 16 });
    for (const n of [1, 2, 1]) await app.inject(`/item/${n}`);
    expect(calls()).toBe(2);
    // 40 bytes each within 1600: all fit; now push past the budget.
    for (let n = 3; n <= 45; n++) await app.inject(`/item/${n}`);
    const before = calls();
    await app.inject('/item/1'); // evicted: oldest
    await app.inject('/item/45'); // newest: still cached
    expect(calls()).toBe(before + 1);
  });

  it('never caches routes that are not marked public, nor when the TTL is 0', async () => {
    const { app, calls } = await appWith({ ttlSeconds: 60 });
    await app.inject('/private');
    await app.inject('/private');
    expect(calls()).toBe(2);
    const off = await appWith({ ttlSeconds: 0 });
    await off.app.inject('/item/1');
    const again = await off.app.inject('/item/1');
    expect(off.calls()).toBe(2);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});
