import {
  formatPrice,
  type TCounterPaymentMethod,
  type TDepositoryTransactionKind,
} from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositories, type depositoryTransactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  appendMovement,
  depositoryLedger,
  findMovement,
  isKeyReplay,
  type MovementRequest,
} from '../../lib/ledger/ledger';

/** One movement of a customer's stored value, as the caller asks for it. */
export type DepositoryMovement = MovementRequest & {
  kind: TDepositoryTransactionKind;
  customerId: number;
  currency: string;
  /** Signed change of the balance in minor units: positive adds, negative takes. */
  amount: number;
  /** Money that changed hands (received for a top-up, paid back for a refund). */
  paidAmount?: number | null;
  paymentMethod?: TCounterPaymentMethod | null;
  topUpPlanId?: number | null;
  productTransactionId?: number | null;
  /**
   * A top-up's expiry: the account stays spendable at least until then; null = this money
   * never expires (and so neither does the account). Ignored for other kinds.
   */
  validUntil?: Date | null;
};

export type DepositoryRow = typeof depositories.$inferSelect;
export type DepositoryTransactionRow = typeof depositoryTransactions.$inferSelect;

export type MovedDepository = {
  /** `repeat`: the key was used before; nothing moved and the first movement is answered. */
  outcome: 'moved' | 'repeat';
  transaction: DepositoryTransactionRow;
  depository: DepositoryRow;
};

/**
 * Moves stored value, in the caller's transaction: the balance changes by one locked UPDATE
 * that a CHECK and its own WHERE keep at or above zero, and the transaction row explaining it
 * is inserted in the same database transaction, so balance = sum of transactions always.
 *
 * Throws 409 E_INSUFFICIENT_BALANCE when a negative amount would take the balance below zero,
 * 409 E_ITEM_EXPIRED when a SPEND meets an expired account, 409 E_IDEMPOTENCY_KEY_REUSED when
 * the key was used for a different movement. Concurrent calls with one key: the second waits on
 * the account's row lock, then its insert violates the ledger's key index; run the whole
 * operation in `db.transaction` and answer `findDepositoryMovement` on that violation (see
 * `isDepositoryKeyReplay`).
 */
export async function moveDepository(tx: Db, m: DepositoryMovement): Promise<MovedDepository> {
  const { account, ...moved } = await appendMovement(tx, depositoryLedger, {
    request: m,
    isSame: ({ transaction, account }) =>
      transaction.kind === m.kind &&
      transaction.amount === m.amount &&
      account.customerId === m.customerId,
    move: async () => {
      const depository = await changeBalance(tx, m);
      return {
        account: depository,
        movement: {
          depositoryId: depository.id,
          kind: m.kind,
          amount: m.amount,
          balanceAfter: depository.balance,
          paidAmount: m.paidAmount ?? null,
          paymentMethod: m.paymentMethod ?? null,
          topUpPlanId: m.topUpPlanId ?? null,
          productTransactionId: m.productTransactionId ?? null,
        },
      };
    },
  });
  return { ...moved, depository: account };
}

/**
 * The balance changed by one locked UPDATE that a CHECK and its own WHERE keep at or above
 * zero (the account made on its first movement); refused as the ledger answers.
 */
async function changeBalance(tx: Db, m: DepositoryMovement): Promise<DepositoryRow> {
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
  if (depository) return depository;
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

/** The movement recorded under a seller's idempotency key, with its account; null if none. */
export async function findDepositoryMovement(
  db: Db,
  sellerId: number,
  idempotencyKey: string,
): Promise<{ transaction: DepositoryTransactionRow; depository: DepositoryRow } | null> {
  const found = await findMovement(db, depositoryLedger, { sellerId, idempotencyKey });
  return found && { transaction: found.transaction, depository: found.account };
}

/** Whether an error is a concurrent duplicate of an idempotency key (see moveDepository). */
export const isDepositoryKeyReplay = (error: unknown): boolean =>
  isKeyReplay(error, depositoryLedger);
