import { ERROR_CODES, type TOrder } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, orderEvents, orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { settleBookingVouchers } from '../../vouchers';
import { moneyTransaction } from '../../../lib/money-transaction';
import type { SellerActor } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { getOrder } from './get-order';
import { loadOrderFor, type OrderRow } from './load-order';

/**
 * Marks a confirmed visit done (COMPLETED) or missed (NO_SHOW, which frees the time), once its
 * start has passed; a future visit is refused with 409 E_ORDER_STATE (cancel or move it instead).
 */
export async function closeOrder(
  ctx: BookingContext,
  o: {
    orderId: number;
    actor: SellerActor;
    outcome: 'COMPLETED' | 'NO_SHOW';
    /** What the answer embeds. */
    parts?: readonly OrderPart[];
    /**
     * More work in the closing transaction (another module's, e.g. voucher sessions used for
     * its bookings); throwing rolls the whole close back.
     */
    inTransaction?: (tx: Db, order: OrderRow, now: Date) => Promise<void>;
    /** Whether an order found already closed was closed by this very request (a retry). */
    replayed?: (db: Db) => Promise<boolean>;
  },
): Promise<TOrder> {
  const now = ctx.clock();
  const order = await loadOrderFor(ctx.db, o.orderId, o.actor);
  // A visit is done or missed only once it has begun: marking a future one would free its time
  // for others and hide it from the customer's upcoming visits before it happened (issue 36).
  if (order.status === 'CONFIRMED' && order.startsAt > now) {
    throw AppError.of(
      ERROR_CODES.ORDER_STATE,
      o.outcome === 'COMPLETED'
        ? '預約時間還沒到，不能標記完成；如需變更，請改期或取消預約'
        : '預約時間還沒到，不能標記未到；如需變更，請改期或取消預約',
    );
  }
  // One money transaction (decision 017): the order first, then the voucher sessions it uses.
  const done = await moneyTransaction(ctx.db, async (m) => {
    const tx = m.db;
    await m.lockOrders([order.id]);
    const [row] = await tx
      .update(orders)
      .set({ status: o.outcome, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'CONFIRMED')))
      .returning({ id: orders.id });
    if (!row) return false;
    // Sessions reserved at booking are spent by the visit (or the no-show), before any the
    // counter adds: the counter's use then finds the booking's session already used.
    await settleBookingVouchers(tx, {
      sellerId: order.sellerId,
      orderId: order.id,
      outcome: 'USE',
      actorUserId: o.actor.userId,
      now,
    });
    await o.inTransaction?.(tx, order, now);
    await tx
      .update(bookings)
      .set({ status: o.outcome, updatedAt: now })
      .where(and(eq(bookings.orderId, order.id), eq(bookings.status, 'CONFIRMED')));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: o.outcome,
      actor: 'SELLER',
      actorUserId: o.actor.userId,
    });
    return true;
  });
  if (!done && !(o.replayed && (await o.replayed(ctx.db)))) {
    throw AppError.of(
      ERROR_CODES.ORDER_STATE,
      o.outcome === 'COMPLETED' ? '只有已確認的預約可以標記完成' : '只有已確認的預約可以標記未到',
    );
  }
  return getOrder(ctx, { orderId: order.id, actor: o.actor, parts: o.parts });
}
