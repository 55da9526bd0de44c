import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit-store';

// The same contract for every store; Redis joins when REDIS_URL names a server (CI sets it).
const stores: [string, () => RateLimitStore][] = [['memory', () => new MemoryRateLimitStore()]];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  stores.push([
    'redis',
    () => new RedisRateLimitStore(url, `haoyue-test:${randomBytes(4).toString('hex')}:`),
  ]);
}

describe.each(stores)('%s rate-limit store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits in a window and reports the time left', async () => {
    expect(await store.get('a')).toBeNull();
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 1 });
    const second = await store.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.get('a'))?.count).toBe(2);
  });

  it('opens a new window after the old one ends, and forgets on reset', async () => {
    await store.hit('b', 50);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.get('b')).toBeNull();
    expect((await store.hit('b', 50)).count).toBe(1);
    await store.reset('b');
    expect(await store.get('b')).toBeNull();
  });

  it('counts 200 simultaneous hits exactly (atomic increments)', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => store.hit('c', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  });
});
