import type { Db } from '../../../db/client';
import { moveDepository } from '../../stored-value';
import { returnOrderCoupons } from '../../coupons';
import { settleBookingVouchers } from '../../vouchers';
import { refundCancelledOrder, refundPolicyOf } from '../../payments';
import type { OrderRow } from './load-order';

/**
 * In the cancel transaction: refunds the order's online prepayment under the shop's policy
 * and its balance (尾款) in full (decision 014, point 5). Stored value goes back onto the customer's account at once (a
 * depository REFUND of the refunded amount, keyed by the refund); LINE Pay refunds are reserved
 * for the work queue's `refund` items (queued by the cancel). The shop's own cancellation
 * refunds in full.
 */
export function refundOnCancel(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'shopId' | 'sellerId' | 'customerId' | 'startsAt'>,
  p: { byShop: boolean; now: Date; actorUserId: number | null },
) {
  return refundCancelledOrder(tx, {
    orderId: order.id,
    shopId: order.shopId,
    startsAt: order.startsAt,
    now: p.now,
    byShop: p.byShop,
    refundStoredValue: async (t, r) => {
      await moveDepository(t, {
        sellerId: order.sellerId,
        customerId: order.customerId,
        currency: r.currency,
        kind: 'REFUND',
        amount: r.amount,
        orderId: order.id,
        reason: `${p.byShop ? '店家取消預約' : '取消預約'}，退回${r.paymentableType === 'BALANCE' ? '尾款' : '訂金'}`,
        actorUserId: p.actorUserId,
        idempotencyKey: `refund:${r.refund.id}`,
        now: p.now,
      });
    },
  });
}

/**
 * In the cancel transaction: the order's membership items come back. Voucher sessions reserved
 * at booking are RELEASEd when the cancel falls in the shop's full-refund window (or the shop
 * cancels); later they are spent, as a kept prepayment is. The coupon is unused again.
 */
export async function returnItemsOnCancel(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'shopId' | 'sellerId' | 'startsAt'>,
  p: { byShop: boolean; now: Date; actorUserId: number | null },
): Promise<void> {
  const policy = await refundPolicyOf(tx, order.shopId);
  const fullUntil = order.startsAt.getTime() - policy.fullRefundHoursBefore * 3_600_000;
  const inTime = p.byShop || p.now.getTime() <= fullUntil;
  await settleBookingVouchers(tx, {
    sellerId: order.sellerId,
    orderId: order.id,
    outcome: inTime ? 'RELEASE' : 'USE',
    actorUserId: p.actorUserId,
    now: p.now,
  });
  await returnOrderCoupons(tx, [order.id]);
}
