import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';
import { MAX_ATTEMPTS, moneyTransaction } from './money-transaction';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** An error as node-postgres and PGlite raise a deadlock (SQLSTATE on the error or its cause). */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('moneyTransaction (decision 017)', () => {
  it('refuses a lock taken out of order: an order after a paymentable is a programming error', async () => {
    await expect(
      moneyTransaction(database.db, async (m) => {
        await m.lockPaymentablesOf([1]);
        await m.lockOrders([1]);
      }),
    ).rejects.toThrow(/Lock order broken: order locked after paymentable/);
    await expect(
      moneyTransaction(database.db, async (m) => {
        m.enterAccounts();
        await m.lockOrderMoney(1);
      }),
    ).rejects.toThrow(/Lock order broken/);
  });

  it('runs a transaction again when PostgreSQL aborts it for a deadlock, at most MAX_ATTEMPTS times', async () => {
    let runs = 0;
    const answer = await moneyTransaction(database.db, async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      moneyTransaction(database.db, async () => {
        runs++;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(runs).toBe(MAX_ATTEMPTS);
  });

  it('never runs again for any other failure, and runs after-commit work only after a commit', async () => {
    let runs = 0;
    let committed = 0;
    await expect(
      moneyTransaction(database.db, async (m) => {
        runs++;
        m.afterCommit(() => {
          committed++;
        });
        throw AppError.of('E_INSUFFICIENT_BALANCE', '儲值金餘額不足');
      }),
    ).rejects.toThrow('儲值金餘額不足');
    expect([runs, committed]).toEqual([1, 0]);
    await moneyTransaction(database.db, async (m) => {
      m.afterCommit(() => {
        committed++;
      });
    });
    expect(committed).toBe(1);
  });

  it('claims the key: the same request answers the first answer, another request is refused, a failure frees the key', async () => {
    const claim = (request: unknown, key = 'key-claimed-1') => ({
      idempotency: { scope: 'seller:1', key, operation: 'test.move', request },
    });
    let runs = 0;
    let committed = 0;
    const work = async (m: { afterCommit: (w: () => void) => void }) => {
      runs++;
      m.afterCommit(() => {
        committed++;
      });
      return { moved: runs, at: '2026-12-01T00:00:00.000Z' };
    };
    const first = await moneyTransaction(database.db, work, claim({ amount: 100 }));
    const again = await moneyTransaction(database.db, work, claim({ amount: 100 }));
    expect(first).toEqual({ moved: 1, at: '2026-12-01T00:00:00.000Z' });
    expect(again).toEqual(first);
    expect([runs, committed]).toEqual([1, 1]);

    const other = moneyTransaction(database.db, work, claim({ amount: 200 }));
    await expect(other).rejects.toMatchObject({
      code: 'E_IDEMPOTENCY_KEY_REUSED',
      message: '這個操作代碼已用於另一筆不同的交易，這次的請求沒有執行',
    });
    expect(runs).toBe(1);

    await expect(
      moneyTransaction(
        database.db,
        async () => {
          throw AppError.of('E_INSUFFICIENT_BALANCE', '儲值金餘額不足');
        },
        claim({ amount: 300 }, 'key-failed-1'),
      ),
    ).rejects.toThrow('儲值金餘額不足');
    const left = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-failed-1'));
    expect(left).toEqual([]);
    expect(
      await moneyTransaction(database.db, work, claim({ amount: 300 }, 'key-failed-1')),
    ).toEqual({ moved: 2, at: '2026-12-01T00:00:00.000Z' });
  });
});
