import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@haoyue/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { idempotencyKeys, orders, paymentables, payments } from '../db/schema';
import { AppError } from './errors';
import { hasPgCode, PG } from './pg-errors';

/**
 * The one place money transactions are opened (decision 017). Every transaction that touches
 * orders, paymentables, payments or balances (stored value, vouchers, coupons, stock):
 *
 * 1. claims the caller's idempotency key first, when the write has one;
 * 2. locks its rows in one order — order → paymentables → payments → account rows — through
 *    `MoneyTx.lock*`, which refuses (a programming error) a lock of a lower rank after a higher
 *    one; account rows are locked last by their writers' conditional UPDATEs;
 * 3. is run again (at most MAX_ATTEMPTS times) when PostgreSQL still reports a deadlock or a
 *    serialization failure, so neither ever reaches a customer as a 500.
 *
 * Work that must happen only once the money committed (messages, refunds sent to a provider)
 * is registered with `afterCommit`: it runs after the commit, never for a rolled-back attempt
 * and never when the answer is a replay.
 */

/** Lock ranks, lowest first: a transaction takes them in this order or not at all. */
export const LOCK_ORDER = [
  'idempotency key',
  'order',
  'paymentable',
  'payment',
  'account',
] as const;
type LockRank = 0 | 1 | 2 | 3 | 4;

/** How many times a transaction is tried when PostgreSQL aborts it for a lock conflict. */
export const MAX_ATTEMPTS = 5;

const SERIALIZATION_FAILURE = '40001';

/** Whether PostgreSQL aborted the transaction only because of another one (safe to run again). */
export function isLockConflict(error: unknown): boolean {
  return hasPgCode(error, PG.DEADLOCK_DETECTED) || hasPgCode(error, SERIALIZATION_FAILURE);
}

/** A money write's idempotency claim: who sent the key, for what, and the request it carried. */
export type IdempotencyClaim = {
  /** `seller:<id>` or `user:<id>`: keys are unique per caller. */
  scope: string;
  key: string;
  /** A stable name, e.g. `vouchers.sell`. */
  operation: string;
  /** What makes two requests "the same": ids from the path and the body, JSON-like. */
  request: unknown;
};

interface LockWhereInput {
  rank: LockRank;
  table: typeof orders | typeof paymentables | typeof payments;
  column: AnyPgColumn;
  ids: readonly number[];
}

/** The transaction handle money code writes through: the database plus ordered locks. */
export class MoneyTx {
  private rank: LockRank = 0;
  /** @internal run by moneyTransaction after the commit */
  readonly committed: Array<() => void | Promise<void>> = [];

  constructor(readonly db: Db) {}

  /** Runs `work` once this transaction committed (not on a replayed answer, not on a retry). */
  afterCommit(work: () => void | Promise<void>): void {
    this.committed.push(work);
  }

  private enter(rank: LockRank): void {
    if (rank < this.rank) {
      throw new Error(
        `Lock order broken: ${LOCK_ORDER[rank]} locked after ${LOCK_ORDER[this.rank]} (decision 017)`,
      );
    }
    this.rank = rank;
  }

  /** Locks the rows of `table` whose `column` is one of `ids` (FOR UPDATE, by id ascending). */
  private async lockWhere({ rank, table, column, ids }: LockWhereInput): Promise<void> {
    this.enter(rank);
    if (!ids.length) return;
    await this.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(column, [...ids]))
      .orderBy(table.id)
      .for('update');
  }

  /** Locks orders by id. */
  lockOrders(ids: readonly number[]): Promise<void> {
    return this.lockWhere({ rank: 1, table: orders, column: orders.id, ids });
  }

  /** Locks every paymentable of these orders. */
  lockPaymentablesOf(orderIds: readonly number[]): Promise<void> {
    return this.lockWhere({
      rank: 2,
      table: paymentables,
      column: paymentables.orderId,
      ids: orderIds,
    });
  }

  /** Locks the payments of these paymentables. */
  lockPaymentsOf(paymentableIds: readonly number[]): Promise<void> {
    return this.lockWhere({
      rank: 3,
      table: payments,
      column: payments.paymentableId,
      ids: paymentableIds,
    });
  }

  /**
   * The order, its paymentables and their payments, locked in that order: what a transaction
   * that pays, confirms or cancels an order takes before it changes any of them.
   */
  async lockOrderMoney(orderId: number): Promise<void> {
    await this.lockOrders([orderId]);
    await this.lockPaymentablesOf([orderId]);
    const ids = await this.db
      .select({ id: paymentables.id })
      .from(paymentables)
      .where(eq(paymentables.orderId, orderId));
    await this.lockPaymentsOf(ids.map((r) => r.id));
  }

  /** Marks that account rows (balances, sessions, stock, coupons) are being written now. */
  enterAccounts(): void {
    this.enter(4);
  }
}

/** Sorted-key JSON, so the same request always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request under an operation. */
export function fingerprintOf(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonical(request)}`)
    .digest('hex');
}

/** 409 for a key already used for a different request; says nothing was done, invites no retry. */
export function idempotencyKeyReused(): AppError {
  return AppError.of(
    ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
    '這個操作代碼已用於另一筆不同的交易，這次的請求沒有執行',
  );
}

type Claimed = { id: number } | { replay: unknown };

/**
 * Claims the key as the transaction's first statement. A concurrent transaction holding the same
 * key makes this INSERT wait until it ends: if it committed, its row is read (the same request
 * answers its stored answer; another request is refused); if it rolled back, the key is ours.
 */
async function claimKey(tx: Db, claim: IdempotencyClaim): Promise<Claimed> {
  const fingerprint = fingerprintOf(claim.operation, claim.request);
  const [mine] = await tx
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, operation: claim.operation, fingerprint })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (mine) return mine;
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!first || first.fingerprint !== fingerprint || first.answer === null) {
    throw idempotencyKeyReused();
  }
  return { replay: first.answer };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` as one money transaction (see the top of this file). With `idempotency`, the
 * answer `work` returns must be JSON (a presented answer): it is stored with the key, and the
 * same request again — at the same moment or later — answers it without running `work`.
 */
export async function moneyTransaction<T>(
  db: Db,
  work: (m: MoneyTx) => Promise<T>,
  options: { idempotency?: IdempotencyClaim | undefined } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let m: MoneyTx | undefined;
    try {
      const outcome = await db.transaction(async (tx): Promise<{ replay: T } | { answer: T }> => {
        m = new MoneyTx(tx as unknown as Db);
        let claimId: number | null = null;
        if (options.idempotency) {
          const claimed = await claimKey(m.db, options.idempotency);
          if ('replay' in claimed) return { replay: claimed.replay as T };
          claimId = claimed.id;
        }
        const answer = await work(m);
        if (claimId !== null) {
          await m.db
            .update(idempotencyKeys)
            .set({ answer: sql`${JSON.stringify(answer ?? null)}::jsonb` })
            .where(eq(idempotencyKeys.id, claimId));
        }
        return { answer };
      });
      if ('replay' in outcome) return outcome.replay;
      for (const run of m!.committed) await run();
      return outcome.answer;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isLockConflict(error)) throw error;
      // The other transaction goes on; wait a little (more each time, jittered) and run again.
      await pause(5 * attempt + Math.random() * 10 * attempt);
    }
  }
}
