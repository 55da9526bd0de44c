import { sql } from 'drizzle-orm';
import { PreparedStatement } from '../../../db/prepared';
import { orderCustomerStatement, orderCustomerValues } from '../../customers';
import { redeemBookingCoupon } from '../../coupons';
import { reserveBookingVouchers } from '../../vouchers';
import type { BookingContext } from '../context';
import { type InsertedOrder, insertOrder, type NewOrder } from './insert-order';
import { type AppliedItems, applyOrderItems, type OrderItems } from './order-items';
import { moneyTransaction } from '../../../lib/money-transaction';

/** The user's record at the seller, made (or filled in) as the order's statement would. */
const userCustomer = new PreparedStatement<{ id: number }>(
  'order_items_user_customer',
  () => sql`with c as ${orderCustomerStatement('user')} select id from c`,
);

/** A new order that uses items: its prepayment is known only once they are checked. */
export type NewOrderWithItems = Omit<NewOrder, 'prepayment'> & {
  items: OrderItems;
  /** The prepayment the order owes with the items applied (null: none). */
  prepaymentFor: (applied: AppliedItems) => NewOrder['prepayment'];
};

/**
 * Writes an order that uses membership items, in one database transaction (decision 014,
 * point 7): the customer's record, the items checked under their locks (vouchers, then the
 * coupon's campaign; a claim code claimed), the order with the prepayment they leave, the
 * coupon redeemed against it and one RESERVE voucher row per covered service. Anything refused
 * (an item, or the operator's time by the exclusion constraint) rolls all of it back.
 */
export async function insertOrderWithItems(
  ctx: BookingContext,
  o: NewOrderWithItems,
): Promise<InsertedOrder & { applied: AppliedItems }> {
  const actor = o.actor;
  // Coupons and vouchers belong to a user of ours: a Google guest has none to use.
  if (actor.role === 'GOOGLE_GUEST') throw new Error('a Google guest books without items');
  return moneyTransaction(ctx.db, async ({ db: tx }) => {
    let customer = o.customer;
    if (!customer.customerId && customer.userId) {
      const [row] = await userCustomer.executeIn(
        tx,
        orderCustomerValues(o.shop.sellerId, customer, o.now),
      );
      customer = { ...customer, customerId: Number(row!.id) };
    }
    const applied = await applyOrderItems(tx, {
      shop: o.shop,
      customerId: customer.customerId ?? null,
      chosen: o.chosen,
      items: o.items,
      now: o.now,
      forOrder: true,
    });
    const inserted = await insertOrder(
      ctx,
      { ...o, customer, prepayment: o.prepaymentFor(applied) },
      tx,
    );
    const orderId = inserted.order.id;
    if (applied.coupon?.couponId) {
      await redeemBookingCoupon(tx, {
        couponId: applied.coupon.couponId,
        orderId,
        discountAmount: applied.coupon.discountAmount,
        userId: actor.userId,
        now: o.now,
      });
    }
    await reserveBookingVouchers(tx, {
      sellerId: o.shop.sellerId,
      orderId,
      bookingId: inserted.booking.id,
      uses: applied.voucherUses.map((use) => ({
        voucherId: use.voucherId,
        serviceItemId: inserted.items.find((i) => i.serviceId === use.serviceId)!.id,
      })),
      actorUserId: o.actor.userId,
      now: o.now,
    });
    return { ...inserted, applied };
  });
}
