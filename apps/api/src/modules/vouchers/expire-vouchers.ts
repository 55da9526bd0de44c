import { and, asc, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema';
import type { JobDefinition } from '../../jobs';
import { AppError } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { moveVoucherSessions, voucherWrite } from './voucher-ledger';

/** Vouchers handled per run at most (the next run takes the rest). */
const BATCH = 500;

/**
 * Takes the sessions left on vouchers past their expiry (an EXPIRE row each, key
 * `expire:<voucherId>`): safe to run again or on two instances at once, since the key records
 * one movement per voucher. Resolves to how many vouchers it expired.
 */
export async function expireVouchers(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: vouchers.id, sellerId: vouchers.sellerId })
    .from(vouchers)
    .where(
      and(lte(vouchers.expiresAt, now), gt(vouchers.sessionsLeft, 0), isNull(vouchers.refundedAt)),
    )
    .orderBy(asc(vouchers.expiresAt), asc(vouchers.id))
    .limit(BATCH);
  let expired = 0;
  for (const v of due) {
    try {
      const moved = await voucherWrite(() =>
        moneyTransaction(db, ({ db: tx }) =>
          moveVoucherSessions(tx, {
            sellerId: v.sellerId,
            voucherId: v.id,
            kind: 'EXPIRE',
            sessions: 'rest',
            idempotencyKey: `expire:${v.id}`,
            now,
          }),
        ),
      );
      if (moved.outcome === 'moved') expired += 1;
    } catch (error) {
      // Used up or refunded since it was picked: nothing left to expire.
      if (error instanceof AppError && error.code === 'E_VOUCHER_USED_UP') continue;
      throw error;
    }
  }
  return expired;
}

/** The membership items' background work for the job runner. */
export function voucherJobs(db: Db, clock: () => Date, intervalMs: number): JobDefinition[] {
  return [{ name: 'expire-vouchers', intervalMs, run: () => expireVouchers(db, clock()) }];
}
