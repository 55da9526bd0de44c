import { type TCounterPaymentMethod, type TVoucherTransactionKind } from '@haoyue/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  orders,
  voucherServices,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../lib/errors';
import { heldBy } from '../../lib/member-items/customer-records';
import { coversBookedService } from '../../lib/member-items/seller-services';
import {
  answerKeyReplay,
  appendMovement,
  findMovement,
  findMovements,
  type MovementRequest,
  voucherLedger,
} from '../../lib/ledger/ledger';
import { violatesUnique } from '../../lib/pg-errors';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherTransactionRow = typeof voucherTransactions.$inferSelect;

/** One movement of a sold voucher's sessions, as the caller asks for it. */
export type VoucherMovement = MovementRequest & {
  kind: TVoucherTransactionKind;
  voucherId: number;
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
};

export type MovedVoucher = {
  /** `repeat`: the key was used before; nothing moved and the first movement is answered. */
  outcome: 'moved' | 'repeat';
  transaction: VoucherTransactionRow;
  voucher: VoucherRow;
};

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

  const { account, ...moved } = await appendMovement(tx, voucherLedger, {
    request: m,
    isSame: ({ transaction: t }) =>
      t.kind === m.kind &&
      t.voucherId === m.voucherId &&
      (m.sessions === 'rest' || t.sessions === m.sessions) &&
      (t.amount ?? null) === (m.amount ?? null) &&
      (t.bookingId ?? null) === (m.bookingId ?? null),
    move: async () => {
      const { voucher, sessions } = await changeSessions(tx, locked, m);
      return {
        account: voucher,
        movement: {
          voucherId: voucher.id,
          kind: m.kind,
          sessions,
          sessionsAfter: voucher.sessionsLeft,
          amount: m.amount ?? null,
          paymentMethod: m.paymentMethod ?? null,
          bookingId: m.bookingId ?? null,
          serviceItemId: m.serviceItemId ?? null,
        },
      };
    },
  });
  return { ...moved, voucher: account };
}

/**
 * The sessions changed by one UPDATE whose WHERE (and the table's CHECK) keeps them between 0
 * and the total, refusing a refunded voucher and, for a USE or RESERVE, an expired one.
 */
async function changeSessions(tx: Db, locked: VoucherRow, m: VoucherMovement) {
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
  if (voucher) return { voucher, sessions };
  if (locked.refundedAt) throw AppError.of('E_VOUCHER_USED_UP', '這張套票已退還');
  if ((m.kind === 'USE' || m.kind === 'RESERVE') && locked.expiresAt && locked.expiresAt <= m.now) {
    throw AppError.of('E_ITEM_EXPIRED', '這張套票已過期，無法使用');
  }
  throw AppError.of('E_VOUCHER_USED_UP', `這張套票的次數不足（剩 ${locked.sessionsLeft} 次）`);
}

/** The booked services of a booking (an id, or the column of an outer query) the voucher covers. */
export function coveredBookedServices(tx: Db, voucherId: number, bookingId: number | AnyPgColumn) {
  return tx
    .select({ one: sql`1` })
    .from(bookingServiceItems)
    .innerJoin(
      voucherServices,
      coversBookedService(voucherServices, voucherServices.voucherId, voucherId),
    )
    .where(eq(bookingServiceItems.bookingId, bookingId));
}

/** The session a booking (an id, or the column of an outer query) used of any voucher. */
export function sessionUsedBy(tx: Db, bookingId: number | AnyPgColumn) {
  return tx
    .select({ one: sql`1` })
    .from(voucherTransactions)
    .where(and(eq(voucherTransactions.bookingId, bookingId), eq(voucherTransactions.kind, 'USE')));
}

/**
 * A USE's booking: one of the voucher holder's bookings at the seller, not cancelled, with a
 * covered service, no session used for it yet. Sets nothing; throws 404 or 409.
 */
async function checkBooking(tx: Db, voucher: VoucherRow, bookingId: number): Promise<void> {
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(bookings.id, bookingId),
        heldBy(orders, { sellerId: voucher.sellerId, customerId: voucher.customerId }),
        ne(bookings.status, 'CANCELLED'),
      ),
    );
  if (!booking) throw notFound('找不到這位顧客的這筆預約（或已取消）');
  const [covered] = await coveredBookedServices(tx, voucher.id, bookingId).limit(1);
  if (!covered) throw AppError.of('E_VOUCHER_NOT_COVERED', '這張套票不適用於這筆預約的服務');
  const [used] = await sessionUsedBy(tx, bookingId).limit(1);
  if (used) throw AppError.of('E_VOUCHER_USED_UP', BOOKING_USED);
}

/** The movement recorded under a seller's idempotency key, with its voucher; null if none. */
export async function findVoucherMovement(
  db: Db,
  sellerId: number,
  idempotencyKey: string,
): Promise<{ transaction: VoucherTransactionRow; voucher: VoucherRow } | null> {
  const found = await findMovement(db, voucherLedger, { sellerId, idempotencyKey });
  return found && { transaction: found.transaction, voucher: found.account };
}

/** The movements recorded under several keys of a seller. */
export const findVoucherMovements = (db: Db, sellerId: number, keys: string[]) =>
  findMovements(db, voucherTransactions, { sellerId, keys });

/**
 * Runs a write that moves voucher sessions: a concurrent duplicate of its key (the unique
 * index tripped after waiting for the twin) runs it once more, which answers the first
 * movement; a concurrent second session for one booking answers 409 E_VOUCHER_USED_UP.
 */
export function voucherWrite<T>(run: () => Promise<T>): Promise<T> {
  const once = () => answerBookingUse(run);
  return answerKeyReplay([voucherLedger.keyIndex], once, once);
}

/** A concurrent second session for one booking (its unique index tripped) is 409. */
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
