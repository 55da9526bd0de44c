import {
  formatPrice,
  type TCounterPaymentMethod,
  type TDepositoryTransactionKind,
} from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositories, depositoryTransactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { idempotencyKeyReused } from './counter-checks';

export type DepositoryRow = typeof depositories.$inferSelect;
export type DepositoryTransactionRow = typeof depositoryTransactions.$inferSelect;

/** One movement of a customer's stored value, as the caller asks for it. */
export type DepositoryMovement = {
  sellerId: number;
  customerId: number;
  currency: string;
  kind: TDepositoryTransactionKind;
  /** Signed change of the balance in minor units: positive adds, negative takes. */
  amount: number;
  /** Money that changed hands (received for a top-up, paid back for a refund). */
  paidAmount?: number | null;
  paymentMethod?: TCounterPaymentMethod | null;
  topUpPlanId?: number | null;
  orderId?: number | null;
  productTransactionId?: number | null;
  reason?: string | null;
  actorUserId?: number | null;
  /** The caller's key, unique per seller: the same key twice records one movement. */
  idempotencyKey: string;
  now: Date;
  /**
   * A top-up's expiry: the account stays spendable at least until then; null = this money
   * never expires (and so neither does the account). Ignored for other kinds.
   */
  validUntil?: Date | null;
};

export type MovedDepository = {
  /** `repeat`: the key was used before; nothing moved and the first movement is answered. */
  outcome: 'moved' | 'repeat';
  transaction: DepositoryTransactionRow;
  depository: DepositoryRow;
};

/** The unique index a concurrent duplicate key trips (see moveDepository). */
export const DEPOSITORY_KEY_CONSTRAINT = 'depository_transactions_key';

/**
 * Moves stored value, in the caller's transaction: the balance changes by one locked UPDATE
 * that a CHECK and its own WHERE keep at or above zero, and the transaction row explaining it
 * is inserted in the same database transaction, so balance = sum of transactions always.
 *
 * Throws 409 E_INSUFFICIENT_BALANCE when a negative amount would take the balance below zero,
 * 409 E_ITEM_EXPIRED when a SPEND meets an expired account, 409 E_IDEMPOTENCY_KEY_REUSED when
 * the key was used for a different movement. Concurrent calls with one key: the second waits on
 * the account's row lock, then its insert violates DEPOSITORY_KEY_CONSTRAINT; run the whole
 * operation in `db.transaction` and answer `findDepositoryMovement` on that violation (see
 * `isDepositoryKeyReplay`).
 */
export async function moveDepository(tx: Db, m: DepositoryMovement): Promise<MovedDepository> {
  const earlier = await findDepositoryMovement(tx, m.sellerId, m.idempotencyKey);
  if (earlier) {
    if (
      earlier.transaction.kind !== m.kind ||
      earlier.transaction.amount !== m.amount ||
      earlier.depository.customerId !== m.customerId
    ) {
      throw idempotencyKeyReused();
    }
    return { outcome: 'repeat', ...earlier };
  }
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) {
    throw new Error(`moveDepository: amount must be a non-zero integer, got ${m.amount}`);
  }

  await tx
    .insert(depositories)
    .values({ sellerId: m.sellerId, customerId: m.customerId, currency: m.currency })
    .onConflictDoNothing({ target: [depositories.customerId, depositories.currency] });

  const validUntil = m.kind === 'TOP_UP' ? (m.validUntil ?? null) : undefined;
  const expiry =
    validUntil === undefined
      ? depositories.expiresAt
      : validUntil === null
        ? sql`null`
        : sql`case when ${depositories.balance} = 0 then ${validUntil}::timestamptz
            when ${depositories.expiresAt} is null then null
            else greatest(${depositories.expiresAt}, ${validUntil}::timestamptz) end`;
  const spendable =
    m.kind === 'SPEND'
      ? sql`(${depositories.expiresAt} is null or ${depositories.expiresAt} > ${m.now})`
      : sql`true`;
  const [depository] = await tx
    .update(depositories)
    .set({
      balance: sql`${depositories.balance} + ${m.amount}`,
      expiresAt: expiry,
      updatedAt: m.now,
    })
    .where(
      and(
        eq(depositories.customerId, m.customerId),
        eq(depositories.currency, m.currency),
        eq(depositories.sellerId, m.sellerId),
        sql`${depositories.balance} + ${m.amount} >= 0`,
        spendable,
      ),
    )
    .returning();
  if (!depository) {
    const [account] = await tx
      .select()
      .from(depositories)
      .where(and(eq(depositories.customerId, m.customerId), eq(depositories.currency, m.currency)));
    if (m.kind === 'SPEND' && account?.expiresAt && account.expiresAt <= m.now) {
      throw AppError.of('E_ITEM_EXPIRED', '儲值金已過期，無法使用');
    }
    throw AppError.of(
      'E_INSUFFICIENT_BALANCE',
      `儲值金餘額不足（剩餘 ${formatPrice(account?.balance ?? 0, m.currency)}）`,
    );
  }

  const [transaction] = await tx
    .insert(depositoryTransactions)
    .values({
      sellerId: m.sellerId,
      depositoryId: depository.id,
      kind: m.kind,
      amount: m.amount,
      balanceAfter: depository.balance,
      paidAmount: m.paidAmount ?? null,
      paymentMethod: m.paymentMethod ?? null,
      topUpPlanId: m.topUpPlanId ?? null,
      orderId: m.orderId ?? null,
      productTransactionId: m.productTransactionId ?? null,
      reason: m.reason ?? null,
      actorUserId: m.actorUserId ?? null,
      idempotencyKey: m.idempotencyKey,
      createdAt: m.now,
    })
    .returning();
  return { outcome: 'moved', transaction: transaction!, depository };
}

/** The movement recorded under a seller's idempotency key, with its account; null if none. */
export async function findDepositoryMovement(
  db: Db,
  sellerId: number,
  idempotencyKey: string,
): Promise<{ transaction: DepositoryTransactionRow; depository: DepositoryRow } | null> {
  const [row] = await db
    .select({ transaction: depositoryTransactions, depository: depositories })
    .from(depositoryTransactions)
    .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
    .where(
      and(
        eq(depositoryTransactions.sellerId, sellerId),
        eq(depositoryTransactions.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

/** Whether an error is a concurrent duplicate of an idempotency key (see moveDepository). */
export const isDepositoryKeyReplay = (error: unknown): boolean =>
  violatesUnique(error, DEPOSITORY_KEY_CONSTRAINT);
