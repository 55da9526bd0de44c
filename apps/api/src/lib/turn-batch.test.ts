import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch';

/** A loader that records each batch it was asked for and answers keys ending in a digit. */
function recording() {
  const batches: string[][] = [];
  const load = turnBatch<string, string>(async (keys) => {
    batches.push(keys);
    return new Map(keys.filter((k) => /\d$/.test(k)).map((k) => [k, k.toUpperCase()]));
  }, 3);
  return { batches, load };
}

describe('turnBatch', () => {
  it('loads the keys asked for in one turn together, once each, and answers every caller', async () => {
    const { batches, load } = recording();
    const answers = await Promise.all([load('a1'), load('b2'), load('a1'), load('none')]);
    // The third call for a new key filled a batch of three callers; the fourth started the next.
    expect(batches).toEqual([['a1', 'b2'], ['none']]);
    expect(answers).toEqual(['A1', 'B2', 'A1', undefined]);
  });

  it('starts a new batch in a later turn, and a caller alone waits for nobody', async () => {
    const { batches, load } = recording();
    expect(await load('c3')).toBe('C3');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.all([load('d4'), load('e5')])).toEqual(['D4', 'E5']);
    expect(batches).toEqual([['c3'], ['d4', 'e5']]);
  });

  it('fails every caller of a failed batch with its error, and the next batch is unaffected', async () => {
    let fail = true;
    const load = turnBatch<string, string>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = await Promise.allSettled([load('x'), load('y')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toEqual(new Error('connection lost'));
    fail = false;
    expect(await load('z')).toBe('z');
  });
});
