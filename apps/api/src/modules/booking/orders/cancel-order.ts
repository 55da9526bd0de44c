import { ERROR_CODES, type TOrder } from '@haoyue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, bookings, orderEvents, orders, shops } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/money-transaction';
import { claimOrderMessage, deliverLater } from '../../notifications';
import { cancelPendingPaymentables, queueRefund } from '../../payments';
import { actsAsShop, type OrderActor, recordedRole } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { refundOnCancel, returnItemsOnCancel } from './cancel-refunds';
import { customerPolicy } from './customer-policy';
import { getOrder } from './get-order';
import { loadOrderFor } from './load-order';

/**
 * Cancels an order (POST /v1/orders:cancel, and the shop's cancel) and frees its time; tells
 * the customer (the message is queued in the same transaction, delivered after it). A customer
 * only before the shop's cancel cut-off; the shop at any time while the order is still awaiting
 * its prepayment or confirmed.
 */
export async function cancelOrder(
  ctx: BookingContext,
  o: {
    orderId: number;
    actor: OrderActor;
    reason?: string | null | undefined;
    /** What the answer embeds. */
    parts?: readonly OrderPart[];
  },
): Promise<TOrder> {
  const { db } = ctx;
  const now = ctx.clock();
  const order = await loadOrderFor(db, o.orderId, o.actor);
  if (!actsAsShop(o.actor)) {
    const [shop] = await db.select().from(shops).where(eq(shops.id, order.shopId));
    if (!customerPolicy(order, shop!, now).canCancel) {
      const hours = Math.round((shop!.cancelCutoffMinutes / 60) * 10) / 10;
      throw AppError.of(
        ERROR_CODES.CANCEL_NOT_ALLOWED,
        order.status === 'AWAITING_PREPAYMENT' || order.status === 'CONFIRMED'
          ? `已超過可取消的時間（開始前 ${hours} 小時），請直接聯絡店家`
          : '這筆預約已無法取消',
      );
    }
  }
  const reason = o.reason ?? null;
  // One money transaction (decision 017): the order, its prepayment and payments locked first,
  // in the order every payment takes them, so a payment racing the cancel waits or is waited for.
  const cancelled = await moneyTransaction(db, async (m) => {
    const tx = m.db;
    await m.lockOrderMoney(order.id);
    const [row] = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        cancelReason: reason,
        cancelledBy: recordedRole(o.actor),
        cancelledAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(orders.id, order.id), inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED'])),
      )
      .returning({ id: orders.id });
    if (!row) return null;
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(
        and(eq(bookings.orderId, order.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])),
      );
    await cancelPendingPaymentables(tx, order.id);
    const cancelling = { byShop: actsAsShop(o.actor), now, actorUserId: o.actor.userId };
    const refunds = await refundOnCancel(tx, order, cancelling);
    // LINE Pay refunds are sent by the work queue: each item committed with its reservation.
    for (const refund of refunds) {
      if (refund.status === 'PENDING') await queueRefund(tx, ctx.work, refund.id);
    }
    await returnItemsOnCancel(tx, order, cancelling);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'CANCELLED',
      actor: recordedRole(o.actor),
      actorUserId: o.actor.userId,
      data: { reason },
    });
    const message = await claimOrderMessage(tx, ctx.publicBaseUrl, {
      orderId: order.id,
      kind: 'CANCELLED',
      dedupeKey: `cancelled:${order.id}`,
    });
    return { message };
  });
  if (!cancelled) throw AppError.of(ERROR_CODES.CANCEL_NOT_ALLOWED, '這筆預約已無法取消');
  deliverLater(ctx, cancelled.message);
  return getOrder(ctx, { orderId: order.id, actor: o.actor, parts: o.parts });
}
