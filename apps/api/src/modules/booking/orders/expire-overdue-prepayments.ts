import { and, eq, inArray } from 'drizzle-orm';
import { bookings, orderEvents, orders } from '../../../db/schema';
import { returnOrderCoupons } from '../../coupons';
import { settleBookingVouchers } from '../../vouchers';
import { claimOrderMessage, deliverLater, type NotificationRow } from '../../notifications';
import { expireOverduePaymentables } from '../../payments';
import type { BookingContext } from '../context';
import { moneyTransaction } from '../../../lib/money-transaction';

/**
 * Cancels orders whose prepayment deadline has passed. Each paymentable flips PENDING → EXPIRED
 * in one UPDATE under row locks (SKIP LOCKED), so however many instances run this at once, each
 * order is expired — and its customer told — exactly once: the messages are queued in the same
 * transaction, delivered after it. `shopId` sweeps one shop only.
 */
export async function expireOverduePrepayments(
  ctx: BookingContext,
  scope: { shopId?: number } = {},
): Promise<number[]> {
  const now = ctx.clock();
  const expired = await moneyTransaction(ctx.db, async ({ db: tx }) => {
    const orderIds = await expireOverduePaymentables(tx, now, scope);
    if (orderIds.length === 0) return { ids: [], messages: [] };
    const rows = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        cancelledBy: 'SYSTEM',
        cancelReason: '未於期限內支付訂金',
        cancelledAt: now,
        updatedAt: now,
      })
      .where(and(inArray(orders.id, orderIds), eq(orders.status, 'AWAITING_PREPAYMENT')))
      .returning({ id: orders.id, sellerId: orders.sellerId });
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return { ids, messages: [] };
    // Nothing was paid: the items the booking used come back in full.
    for (const row of rows) {
      await settleBookingVouchers(tx, {
        sellerId: row.sellerId,
        orderId: row.id,
        outcome: 'RELEASE',
        actorUserId: null,
        now,
      });
    }
    await returnOrderCoupons(tx, ids);
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(inArray(bookings.orderId, ids), eq(bookings.status, 'AWAITING_PREPAYMENT')));
    await tx
      .insert(orderEvents)
      .values(
        ids.map((orderId) => ({ orderId, type: 'EXPIRED' as const, actor: 'SYSTEM' as const })),
      );
    const messages: (NotificationRow | null)[] = [];
    for (const orderId of ids) {
      messages.push(
        await claimOrderMessage(tx, ctx.publicBaseUrl, {
          orderId,
          kind: 'EXPIRED',
          dedupeKey: `expired:${orderId}`,
        }),
      );
    }
    return { ids, messages };
  });
  for (const message of expired.messages) deliverLater(ctx, message);
  return expired.ids;
}
