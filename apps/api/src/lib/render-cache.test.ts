import { describe, expect, it } from 'vitest';
import { renderCache } from './render-cache';

function setup(ttlSeconds = 5, maxBytes = 1_000) {
  let clock = 0;
  let made = 0;
  const cache = renderCache<string>({
    ttlSeconds,
    maxBytes,
    sizeOf: (value) => value.length,
    now: () => clock,
  });
  const make =
    (value: string, keep = true) =>
    async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: `${value}#${made}`, keep };
    };
  return {
    cache,
    make,
    made: () => made,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('renderCache', () => {
  it('makes a value once however many ask at the same time, then answers it until it expires', async () => {
    const { cache, make, made, advance } = setup();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('/p/a', make('a'))),
    );
    expect(made()).toBe(1);
    expect(new Set(answers.map((a) => a.value))).toEqual(new Set(['a#1']));
    expect(answers.every((a) => !a.hit)).toBe(true);
    expect(await cache.get('/p/a', make('a'))).toEqual({ value: 'a#1', hit: true });
    advance(4_999);
    expect(await cache.get('/p/a', make('a'))).toEqual({ value: 'a#1', hit: true });
    advance(1);
    expect(await cache.get('/p/a', make('a'))).toEqual({ value: 'a#2', hit: false });
    expect(await cache.get('/p/b', make('b'))).toEqual({ value: 'b#3', hit: false });
  });

  it('keeps nothing it is told not to keep (a fallback), and nothing after a failure', async () => {
    const { cache, make, made } = setup();
    await cache.get('/x', make('shell', false));
    expect((await cache.get('/x', make('shell', false))).hit).toBe(false);
    expect(made()).toBe(2);
    const failing = async () => {
      throw new Error('render failed');
    };
    await expect(cache.get('/y', failing)).rejects.toThrow('render failed');
    expect((await cache.get('/y', make('y'))).value).toBe('y#3');
    expect(cache.stats().entries).toBe(1);
  });

  it('drops the oldest past its byte budget and never keeps one value over a sixteenth of it', async () => {
    const { cache, make } = setup(5, 160);
    for (const key of ['a', 'b', 'c']) await cache.get(key, make('x'.repeat(6)));
    expect(cache.stats()).toEqual({ entries: 3, bytes: 24 });
    const big = await cache.get('big', make('y'.repeat(20)));
    expect(big.hit).toBe(false);
    expect(cache.stats().entries).toBe(3);
    const budget = setup(5, 320); // values of 12-13 bytes, 40 of them: about 500 bytes
    for (let n = 0; n < 40; n++) await budget.cache.get(`k${n}`, budget.make('z'.repeat(10)));
    expect(budget.cache.stats().bytes).toBeLessThanOrEqual(320);
    expect(budget.cache.stats().entries).toBeGreaterThan(20);
    expect((await budget.cache.get('k0', budget.make('z'))).hit).toBe(false); // the oldest went
    expect((await budget.cache.get('k39', budget.make('z'))).hit).toBe(true);
  });

  it('with no time to keep, shares and keeps nothing', async () => {
    const { cache, make, made } = setup(0);
    await Promise.all([cache.get('/a', make('a')), cache.get('/a', make('a'))]);
    expect(made()).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('forgets kept values on clear, and keeps nothing made from before it', async () => {
    const { cache, make, made } = setup();
    await cache.get('/industries', make('old'));
    cache.clear();
    expect(await cache.get('/industries', make('new'))).toEqual({ value: 'new#2', hit: false });
    // A render begun before a clear finishes after it: answered, but neither kept nor shared.
    const before = cache.get('/search', make('stale'));
    cache.clear();
    const after = cache.get('/search', make('fresh'));
    // (Each value is numbered by how many were made when it was done: both by then.)
    expect((await before).value).toBe('stale#4');
    expect((await after).value).toBe('fresh#4');
    expect(await cache.get('/search', make('x'))).toEqual({ value: 'fresh#4', hit: true });
    expect(made()).toBe(4);
  });
});
