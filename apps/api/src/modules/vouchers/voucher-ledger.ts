import { type TCounterPaymentMethod, type TVoucherTransactionKind } from '@haoyue/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  orders,
  voucherServices,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { idempotencyKeyReused } from '../stored-value';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherTransactionRow = typeof voucherTransactions.$inferSelect;

/** One movement of a sold voucher's sessions, as the caller asks for it. */
export type VoucherMovement = {
  sellerId: number;
  voucherId: number;
  kind: TVoucherTransactionKind;
  /**
   * Signed change of the sessions left: positive gives, negative takes; `rest` takes all the
   * sessions left (a refund, an expiry).
   */
  sessions: number | 'rest';
  /** Money that changed hands (the sale's price, a refund's amount). */
  amount?: number | null;
  paymentMethod?: TCounterPaymentMethod | null;
  /** USE: the booking served (it must be the voucher holder's, not cancelled, covered). */
  bookingId?: number | null;
  /** RESERVE / RELEASE: the booked service the session is held for. */
  serviceItemId?: number | null;
  orderId?: number | null;
  reason?: string | null;
  actorUserId?: number | null;
  /** The caller's key, unique per seller: the same key twice records one movement. */
  idempotencyKey: string;
  now: Date;
};

export type MovedVoucher = {
  /** `repeat`: the key was used before; nothing moved and the first movement is answered. */
  outcome: 'moved' | 'repeat';
  transaction: VoucherTransactionRow;
  voucher: VoucherRow;
};

/** The unique index a concurrent duplicate key trips (see moveVoucherSessions). */
export const VOUCHER_KEY_CONSTRAINT = 'voucher_transactions_key';
/** The unique index a second session for one booking trips (two vouchers at once). */
export const VOUCHER_BOOKING_USE_CONSTRAINT = 'voucher_transactions_booking_use_key';

const BOOKING_USED = '這筆預約已使用過套票';

/**
 * Moves a voucher's sessions, in the caller's transaction: the voucher row is locked, the key
 * looked up (under the lock, so a concurrent twin sees the first one's row), then the sessions
 * change by one UPDATE whose WHERE (and the table's CHECK) keeps them between 0 and the total,
 * refuses a refunded voucher and, for a USE, an expired one; the transaction row with
 * sessionsAfter is inserted in the same database transaction.
 *
 * Throws 404 for a voucher not of the seller (or a USE's booking not of its holder), 409
 * E_VOUCHER_USED_UP when the sessions would go below zero (or the voucher was refunded, or the
 * booking already used a session), E_ITEM_EXPIRED when a USE meets an expired voucher,
 * E_VOUCHER_NOT_COVERED when none of the booking's services is covered, E_IDEMPOTENCY_KEY_REUSED
 * when the key was used for a different movement. A concurrent USE of the same booking on
 * another voucher trips VOUCHER_BOOKING_USE_CONSTRAINT: run the operation through
 * `voucherWrite`, which answers both unique violations.
 */
export async function moveVoucherSessions(tx: Db, m: VoucherMovement): Promise<MovedVoucher> {
  if (m.sessions !== 'rest' && (!Number.isSafeInteger(m.sessions) || m.sessions === 0)) {
    throw new Error(`moveVoucherSessions: sessions must be a non-zero integer, got ${m.sessions}`);
  }
  const [locked] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, m.voucherId), eq(vouchers.sellerId, m.sellerId)))
    .for('update');
  if (!locked) throw notFound('找不到這張套票');

  const earlier = await findVoucherMovement(tx, m.sellerId, m.idempotencyKey);
  if (earlier) {
    const t = earlier.transaction;
    if (
      t.kind !== m.kind ||
      t.voucherId !== m.voucherId ||
      (m.sessions !== 'rest' && t.sessions !== m.sessions) ||
      (t.amount ?? null) !== (m.amount ?? null) ||
      (t.bookingId ?? null) !== (m.bookingId ?? null)
    ) {
      throw idempotencyKeyReused();
    }
    return { outcome: 'repeat', ...earlier };
  }

  const sessions = m.sessions === 'rest' ? -locked.sessionsLeft : m.sessions;
  if (sessions === 0) {
    throw AppError.of(
      'E_VOUCHER_USED_UP',
      locked.refundedAt ? '這張套票已退還' : '這張套票沒有剩餘次數',
    );
  }
  if (m.kind === 'USE' && m.bookingId != null) await checkBooking(tx, locked, m.bookingId);

  const usable =
    m.kind === 'USE' || m.kind === 'RESERVE'
      ? sql`(${vouchers.expiresAt} is null or ${vouchers.expiresAt} > ${m.now})`
      : sql`true`;
  const [voucher] = await tx
    .update(vouchers)
    .set({
      sessionsLeft: sql`${vouchers.sessionsLeft} + ${sessions}`,
      ...(m.kind === 'REFUND' ? { refundedAt: m.now } : {}),
    })
    .where(
      and(
        eq(vouchers.id, m.voucherId),
        sql`${vouchers.sessionsLeft} + ${sessions} >= 0`,
        sql`${vouchers.sessionsLeft} + ${sessions} <= ${vouchers.sessionsTotal}`,
        sql`${vouchers.refundedAt} is null`,
        usable,
      ),
    )
    .returning();
  if (!voucher) {
    if (locked.refundedAt) throw AppError.of('E_VOUCHER_USED_UP', '這張套票已退還');
    if (
      (m.kind === 'USE' || m.kind === 'RESERVE') &&
      locked.expiresAt &&
      locked.expiresAt <= m.now
    ) {
      throw AppError.of('E_ITEM_EXPIRED', '這張套票已過期，無法使用');
    }
    throw AppError.of('E_VOUCHER_USED_UP', `這張套票的次數不足（剩 ${locked.sessionsLeft} 次）`);
  }

  const [transaction] = await tx
    .insert(voucherTransactions)
    .values({
      sellerId: m.sellerId,
      voucherId: voucher.id,
      kind: m.kind,
      sessions,
      sessionsAfter: voucher.sessionsLeft,
      amount: m.amount ?? null,
      paymentMethod: m.paymentMethod ?? null,
      orderId: m.orderId ?? null,
      bookingId: m.bookingId ?? null,
      serviceItemId: m.serviceItemId ?? null,
      reason: m.reason ?? null,
      actorUserId: m.actorUserId ?? null,
      idempotencyKey: m.idempotencyKey,
      createdAt: m.now,
    })
    .returning();
  return { outcome: 'moved', transaction: transaction!, voucher };
}

/**
 * A USE's booking: one of the voucher holder's bookings at the seller, not cancelled, with a
 * covered service, no session used for it yet. Sets nothing; throws 404 or 409.
 */
async function checkBooking(tx: Db, voucher: VoucherRow, bookingId: number): Promise<void> {
  const [booking] = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(orders.sellerId, voucher.sellerId),
        eq(orders.customerId, voucher.customerId),
        ne(bookings.status, 'CANCELLED'),
      ),
    );
  if (!booking) throw notFound('找不到這位顧客的這筆預約（或已取消）');
  const [covered] = await tx
    .select({ one: sql`1` })
    .from(bookingServiceItems)
    .innerJoin(
      voucherServices,
      and(
        eq(voucherServices.serviceId, bookingServiceItems.serviceId),
        eq(voucherServices.voucherId, voucher.id),
      ),
    )
    .where(eq(bookingServiceItems.bookingId, bookingId))
    .limit(1);
  if (!covered) throw AppError.of('E_VOUCHER_NOT_COVERED', '這張套票不適用於這筆預約的服務');
  const [used] = await tx
    .select({ id: voucherTransactions.id })
    .from(voucherTransactions)
    .where(and(eq(voucherTransactions.bookingId, bookingId), eq(voucherTransactions.kind, 'USE')))
    .limit(1);
  if (used) throw AppError.of('E_VOUCHER_USED_UP', BOOKING_USED);
}

/** The movement recorded under a seller's idempotency key, with its voucher; null if none. */
export async function findVoucherMovement(
  db: Db,
  sellerId: number,
  idempotencyKey: string,
): Promise<{ transaction: VoucherTransactionRow; voucher: VoucherRow } | null> {
  const [row] = await db
    .select({ transaction: voucherTransactions, voucher: vouchers })
    .from(voucherTransactions)
    .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
    .where(
      and(
        eq(voucherTransactions.sellerId, sellerId),
        eq(voucherTransactions.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

/** The movements recorded under several keys of a seller. */
export async function findVoucherMovements(db: Db, sellerId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(voucherTransactions)
    .where(
      and(
        eq(voucherTransactions.sellerId, sellerId),
        inArray(voucherTransactions.idempotencyKey, keys),
      ),
    );
}

/**
 * Runs a write that moves voucher sessions: a concurrent duplicate of its key (the unique
 * index tripped after waiting for the twin) runs it once more, which answers the first
 * movement; a concurrent second session for one booking answers 409 E_VOUCHER_USED_UP.
 */
export async function voucherWrite<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatesUnique(error, VOUCHER_KEY_CONSTRAINT)) return answerBookingUse(run);
    if (violatesUnique(error, VOUCHER_BOOKING_USE_CONSTRAINT)) {
      throw AppError.of('E_VOUCHER_USED_UP', BOOKING_USED);
    }
    throw error;
  }
}

async function answerBookingUse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatesUnique(error, VOUCHER_BOOKING_USE_CONSTRAINT)) {
      throw AppError.of('E_VOUCHER_USED_UP', BOOKING_USED);
    }
    throw error;
  }
}
