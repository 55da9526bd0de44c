import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingServiceItems,
  bookings,
  coupons,
  paymentables,
  payments,
  voucherTransactions,
} from '../../db/schema';
import type { PaymentableRow } from './present-paymentables';

/**
 * The rest of an order (尾款, issue 15): what it still owes after its prepayment and whatever
 * else was paid, and the BALANCE paymentable that owes it while the customer pays it online.
 */

/** Payment states whose money the shop holds (less what was refunded of them). */
const KEPT_STATUSES = ['SUCCEEDED', 'PARTIALLY_REFUNDED'] as const;

/**
 * What an order still owes: its total price less what the customer's items took off (services a
 * voucher session covers, unless released; the discount of the coupon redeemed against it) less
 * what its succeeded payments kept (amount minus refunded), never below 0. The one place the
 * balance is computed; `db` may be a transaction.
 */
export async function remainingBalanceOf(
  db: Db,
  order: { id: number; totalPrice: number },
): Promise<number> {
  const kept = db
    .select({ sum: sql`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)` })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(and(eq(paymentables.orderId, order.id), inArray(payments.status, [...KEPT_STATUSES])));
  const couponDiscount = db
    .select({ sum: sql`coalesce(sum(${coupons.discountAmount}), 0)` })
    .from(coupons)
    .where(and(eq(coupons.orderId, order.id), isNotNull(coupons.redeemedAt)));
  const held = (kinds: string[]) =>
    sql`exists (select 1 from ${voucherTransactions} vt where vt.service_item_id = ${bookingServiceItems.id}
      and vt.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}))`;
  const covered = db
    .select({ sum: sql`coalesce(sum(${bookingServiceItems.price}), 0)` })
    .from(bookingServiceItems)
    .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
    .where(and(eq(bookings.orderId, order.id), held(['RESERVE', 'USE']), not(held(['RELEASE']))));
  const [row] = await db
    .select({
      kept: sql<number>`(${kept})::int`,
      discount: sql<number>`(${couponDiscount})::int`,
      covered: sql<number>`(${covered})::int`,
    })
    .from(sql`(select 1) as one`);
  const owed = order.totalPrice - Number(row?.covered ?? 0) - Number(row?.discount ?? 0);
  return Math.max(0, owed - Number(row?.kept ?? 0));
}

/**
 * In the caller's transaction (which holds the order's row lock): the order's BALANCE
 * paymentable owing `amount`, made now or reused while PENDING (its amount brought up to date).
 * Null when it is no longer pending (paid, cancelled): nothing more is taken online then.
 */
export async function openBalancePaymentable(
  tx: Db,
  p: { orderId: number; amount: number; currency: string },
): Promise<PaymentableRow | null> {
  const [row] = await tx
    .insert(paymentables)
    .values({
      orderId: p.orderId,
      type: 'BALANCE',
      amount: p.amount,
      currency: p.currency,
      status: 'PENDING',
    })
    .onConflictDoUpdate({
      target: [paymentables.orderId, paymentables.type],
      set: { amount: p.amount },
      setWhere: sql`${paymentables.status} = 'PENDING'`,
    })
    .returning();
  return row ?? null;
}
