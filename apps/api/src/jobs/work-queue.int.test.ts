import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { createWorkQueue, FinalWorkFailure, type WorkKind, type WorkQueue } from './work-queue';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: Database;
let drop: () => Promise<void>;
const queues: WorkQueue[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await drop?.();
});

function queueOf(
  kinds: WorkKind<never>[],
  options: { supervise?: boolean; monitorSeconds?: number } = {},
) {
  const queue = createWorkQueue({ database, log: quiet, kinds, workers: false, ...options });
  queues.push(queue);
  return queue;
}

function kind(name: string, handle: WorkKind<{ n: number }>['handle'], retryLimit = 1) {
  return {
    name,
    retryLimit,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
    expireInSeconds: 30,
    handle,
  } satisfies WorkKind<{ n: number }>;
}

describe('the work queue (pg-boss on our database)', () => {
  it('retries an item whose try threw, after its back-off', async () => {
    const tries: number[] = [];
    const flaky = kind('flaky', async (data) => {
      tries.push(data.n);
      if (tries.length === 1) throw new Error('LINE said 500');
    });
    const queue = queueOf([flaky]);
    await queue.send(flaky, { n: 7 });
    expect(await queue.workDue()).toBe(1);
    expect(tries).toEqual([7]);
    expect(await queue.workDue()).toBe(0); // waiting out its back-off
    expect((await queue.states())[0]).toMatchObject({ name: 'flaky', queued: 1, failed: 0 });
    await sleep(1_200);
    expect(await queue.workDue()).toBe(1);
    expect(tries).toEqual([7, 7]);
    expect((await queue.states())[0]).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('keeps an item that failed its last try, lists it, and runs it again on retry', async () => {
    let broken = true;
    const done: number[] = [];
    const fragile = kind(
      'fragile',
      async (data) => {
        if (broken) throw new Error('channel token revoked');
        done.push(data.n);
      },
      0,
    );
    const queue = queueOf([fragile]);
    const id = await queue.send(fragile, { n: 1 });
    expect(await queue.workDue()).toBe(1);
    const [state] = await queue.states();
    expect(state).toMatchObject({ queued: 0, running: 0, failed: 1, oldestQueuedSeconds: null });
    const [item] = await queue.failedItems('fragile', 10);
    expect(item).toMatchObject({ id, data: { n: 1 }, tries: 1, error: 'channel token revoked' });
    expect(await queue.retry('fragile', 'not-a-uuid')).toBe(false);
    expect(await queue.retry('fragile', '00000000-0000-4000-8000-000000000000')).toBe(false);
    broken = false;
    expect(await queue.retry('fragile', id!)).toBe(true);
    expect((await queue.states())[0]).toMatchObject({ queued: 1, failed: 0 });
    expect(await queue.workDue()).toBe(1);
    expect(done).toEqual([1]);
    expect(await queue.retry('fragile', id!)).toBe(false); // done, not failed
  });

  it('fails an item at once when its handler says trying again cannot help; retry gives it one last try', async () => {
    const tries: { n: number; lastTry: boolean }[] = [];
    let refuse = true;
    const refused = kind(
      'refused',
      async (data, item) => {
        tries.push({ n: data.n, lastTry: item.lastTry });
        if (refuse) throw new FinalWorkFailure('Google answered 400');
      },
      3,
    );
    const queue = queueOf([refused]);
    const id = await queue.send(refused, { n: 5 });
    expect(await queue.workDue()).toBe(1);
    expect((await queue.states())[0]).toMatchObject({ queued: 0, failed: 1 });
    const [item] = await queue.failedItems('refused', 10);
    expect(item).toMatchObject({ id, tries: 1, error: 'Google answered 400' });
    expect(tries).toEqual([{ n: 5, lastTry: false }]);
    refuse = false;
    expect(await queue.retry('refused', id!)).toBe(true);
    expect(await queue.workDue()).toBe(1);
    expect(tries).toEqual([
      { n: 5, lastTry: false },
      { n: 5, lastTry: true },
    ]);
    expect((await queue.states())[0]).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('tells a handler its last try', async () => {
    const seen: boolean[] = [];
    const flaky = kind(
      'last-try',
      async (_data, item) => {
        seen.push(item.lastTry);
        throw new Error('down');
      },
      1,
    );
    const queue = queueOf([flaky]);
    await queue.send(flaky, { n: 1 });
    await queue.workDue();
    await sleep(1_200);
    await queue.workDue();
    expect(seen).toEqual([false, true]);
    expect((await queue.states())[0]).toMatchObject({ queued: 0, failed: 1 });
  });

  it('queues an item with the transaction that calls for it, or not at all', async () => {
    const seen: number[] = [];
    const tx = kind('in-transaction', async (data) => void seen.push(data.n));
    const queue = queueOf([tx]);
    await queue.send(tx, { n: 0 }); // creates the queue outside the transactions below
    await database.db
      .transaction(async (t) => {
        await queue.send(tx, { n: 1 }, { db: t });
        await t.execute(sql`select 1`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await database.db.transaction(async (t) => {
      await queue.send(tx, { n: 2 }, { db: t });
    });
    await queue.workDue();
    expect(seen.sort()).toEqual([0, 2]);
  });

  it('queues many items in one statement, with the transaction, and retries them as any', async () => {
    const seen: number[] = [];
    let failOnce = true;
    const many = kind('many', async (data) => {
      if (data.n === 2 && failOnce) {
        failOnce = false;
        throw new Error('once');
      }
      seen.push(data.n);
    });
    const queue = queueOf([many]);
    await queue.start();
    await database.db
      .transaction(async (t) => {
        await queue.sendMany(many, [{ n: 9 }], { db: t });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await database.db.transaction(async (t) => {
      await queue.sendMany(many, [{ n: 1 }, { n: 2 }, { n: 3 }], { db: t });
      await queue.sendMany(many, [], { db: t });
    });
    expect(await queue.workDue()).toBe(3);
    expect(seen.sort()).toEqual([1, 3]);
    await sleep(1_200);
    expect(await queue.workDue()).toBe(1);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'gives an item whose process was killed mid-try to another once its lease runs out, and it is done once',
    async () => {
      const done: string[] = [];
      const hold = {
        name: 'hold',
        retryLimit: 2,
        retryDelaySeconds: 1,
        retryDelayMaxSeconds: 1,
        expireInSeconds: 1,
        handle: async (_data: object, item: { id: string }) => void done.push(item.id),
      } satisfies WorkKind<object>;
      const queue = queueOf([hold], { supervise: true, monitorSeconds: 1 });
      await queue.start();
      const id = await queue.send(hold, {});
      const url = (database.pool!.options as { connectionString: string }).connectionString;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../../test/work-item-holder.ts'), url],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const held = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const m = /holding (\S+)/.exec(chunk.toString());
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      expect(held).toBe(id);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      // This instance's monitor fails the expired try (a retry); then it is this one's to do.
      for (let i = 0; i < 100 && done.length === 0; i++) {
        await queue.workDue('hold');
        await sleep(100);
      }
      expect(done).toEqual([id]);
      await sleep(1_500);
      await queue.workDue('hold');
      expect(done).toEqual([id]);
      expect((await queue.states())[0]).toMatchObject({ queued: 0, running: 0, failed: 0 });
    },
    30_000,
  );

  it("gives an item that failed its last try to its kind's onFailed, once", async () => {
    const gaveUp: number[] = [];
    const doomed = {
      ...kind(
        'doomed',
        async () => {
          throw new Error('gateway gone');
        },
        0,
      ),
      onFailed: async (data: { n: number }) => void gaveUp.push(data.n),
    } satisfies WorkKind<{ n: number }>;
    const queue = queueOf([doomed]);
    const id = await queue.send(doomed, { n: 3 });
    // Its one try fails, and the same pass works the dead-letter copy.
    expect(await queue.workDue('doomed')).toBe(2);
    expect(gaveUp).toEqual([3]);
    expect(await queue.workDue('doomed')).toBe(0);
    expect(gaveUp).toEqual([3]);
    // The item itself stays FAILED for the jobs page; the dead-letter queue is not listed.
    expect(await queue.states()).toEqual([
      expect.objectContaining({ name: 'doomed', queued: 0, failed: 1 }),
    ]);
    expect((await queue.failedItems('doomed', 10)).map((item) => item.id)).toEqual([id]);
  });

  it('calls onFailed for an item whose lease ran out on its last try (its instance died)', async () => {
    const gaveUp: number[] = [];
    const stuck = {
      name: 'stuck',
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      expireInSeconds: 1,
      handle: () => new Promise<void>(() => {}), // the instance hangs, as if it were gone
      onFailed: async (data: { n: number }) => void gaveUp.push(data.n),
    } satisfies WorkKind<{ n: number }>;
    const dying = queueOf([stuck]);
    await dying.send(stuck, { n: 9 });
    void dying.workDue('stuck');
    // Another instance, whose monitor fails the try once its lease has run out.
    const other = queueOf([stuck], { supervise: true, monitorSeconds: 1 });
    await other.start();
    for (let i = 0; i < 100 && gaveUp.length === 0; i++) {
      await other.workDue('stuck');
      await sleep(100);
    }
    expect(gaveUp).toEqual([9]);
    expect((await other.states())[0]).toMatchObject({ running: 0, failed: 1 });
  }, 30_000);

  it('adds an item sent again with an id already used once', async () => {
    const seen: number[] = [];
    const once = kind('once', async (data) => void seen.push(data.n));
    const queue = queueOf([once]);
    const id = '6f1c1a4e-0000-4000-8000-000000000001';
    expect(await queue.send(once, { n: 1 }, { id })).toBe(id);
    expect(await queue.send(once, { n: 2 }, { id })).toBeNull();
    expect(await queue.workDue('once')).toBe(1);
    expect(await queue.send(once, { n: 3 }, { id })).toBeNull(); // done, still known
    expect(await queue.workDue('once')).toBe(0);
    expect(seen).toEqual([1]);
  });
});
