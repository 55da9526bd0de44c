import { ERROR_CODES, type TOrder, type TPaymentMethod } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, orderEvents, orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { moneyTransaction } from '../../../lib/money-transaction';
import { claimOrderMessage, deliverLater } from '../../notifications';
import { confirmInFlight, recordPrepaymentPaid } from '../../payments';
import type { SellerActor } from '../../availability';
import type { BookingContext } from '../context';
import type { OrderPart } from '../presenters/load-order-parts';
import { getOrder } from './get-order';
import { loadOrderFor } from './load-order';

/**
 * In the caller's transaction, after its prepayment was paid: the order and its bookings
 * AWAITING_PREPAYMENT → CONFIRMED (conditional: a cancelled or expired order stays as it is),
 * the event, and the customer's confirmation claimed (deliver it with deliverLater after the
 * commit). Returns null for the message when the order was not awaiting its prepayment.
 */
export async function confirmPrepaidOrder(
  tx: Db,
  ctx: Pick<BookingContext, 'clock' | 'publicBaseUrl'>,
  p: {
    orderId: number;
    actor: 'SELLER' | 'CUSTOMER' | 'SYSTEM';
    actorUserId: number | null;
    method: TPaymentMethod;
    amount: number;
  },
): Promise<Awaited<ReturnType<typeof claimOrderMessage>>> {
  const now = ctx.clock();
  const [confirmed] = await tx
    .update(orders)
    .set({ status: 'CONFIRMED', updatedAt: now })
    .where(and(eq(orders.id, p.orderId), eq(orders.status, 'AWAITING_PREPAYMENT')))
    .returning({ id: orders.id });
  if (!confirmed) return null;
  await tx
    .update(bookings)
    .set({ status: 'CONFIRMED', updatedAt: now })
    .where(and(eq(bookings.orderId, p.orderId), eq(bookings.status, 'AWAITING_PREPAYMENT')));
  await tx.insert(orderEvents).values({
    orderId: p.orderId,
    type: 'CONFIRMED',
    actor: p.actor,
    actorUserId: p.actorUserId,
    data: { method: p.method, amount: p.amount },
  });
  return claimOrderMessage(tx, ctx.publicBaseUrl, {
    orderId: p.orderId,
    kind: 'CONFIRMATION',
    dedupeKey: `confirmation-paid:${p.orderId}`,
  });
}

/**
 * Records a prepayment the shop received itself (cash, a bank transfer it saw) and confirms the
 * order. Idempotent by key: a retried call with the same key changes nothing. Races the expiry
 * job on the paymentable row: exactly one of them wins. The customer's confirmation is queued
 * in the same transaction and delivered after it.
 */
export async function markOrderPaid(
  ctx: BookingContext,
  o: {
    orderId: number;
    actor: SellerActor;
    method: 'CASH' | 'BANK_TRANSFER';
    /** The client's key for this action. */
    idempotencyKey: string;
    /** What the answer embeds. */
    parts?: readonly OrderPart[];
  },
): Promise<TOrder> {
  const now = ctx.clock();
  const order = await loadOrderFor(ctx.db, o.orderId, o.actor);
  // One money transaction (decision 017): the shop's key claimed (ten clicks at once record one
  // payment), the order's rows locked in order, refused while LINE Pay may be capturing it.
  const outcome = await moneyTransaction(
    ctx.db,
    async (m) => {
      const tx = m.db;
      await m.lockOrderMoney(order.id);
      if (await confirmInFlight(tx, order.id)) {
        throw AppError.of(
          ERROR_CODES.ORDER_STATE,
          '這筆預約的 LINE Pay 付款正在確認中，請稍候片刻再查看付款結果',
        );
      }
      const paid = await recordPrepaymentPaid(tx, {
        orderId: order.id,
        method: o.method,
        idempotencyKey: `seller:${o.actor.sellerId}:${o.idempotencyKey}`,
        now,
      });
      if (paid.outcome !== 'paid') return paid.outcome;
      const message = await confirmPrepaidOrder(tx, ctx, {
        orderId: order.id,
        actor: 'SELLER',
        actorUserId: o.actor.userId,
        method: o.method,
        amount: paid.paid.amount,
      });
      m.afterCommit(() => deliverLater(ctx, message));
      return paid.outcome;
    },
    {
      idempotency: {
        scope: `seller:${o.actor.sellerId}`,
        key: o.idempotencyKey,
        operation: 'calendar.markPaid',
        request: { orderId: order.id, method: o.method },
      },
    },
  );
  if (outcome === 'not-due') {
    throw AppError.of(ERROR_CODES.ORDER_STATE, '這筆預約沒有待付的訂金（可能已付款或已逾期取消）');
  }
  return getOrder(ctx, { orderId: order.id, actor: o.actor, parts: o.parts });
}
