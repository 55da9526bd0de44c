import type { TPrepaymentQuote } from '@haoyue/contracts';
import { customerIdOfUser } from '../../member-card';
import { loadBookableShop, loadServices } from '../../availability';
import type { BookingContext } from '../context';
import { AppError } from '../../../lib/errors';
import {
  applyOrderItems,
  hasOrderItems,
  NO_ITEMS,
  type OrderItems,
  quoteWithItems,
} from './order-items';

/**
 * What a prospective booking will owe in advance, and the shop's cut-offs for changing it
 * online (POST /v1/bookings:prepayments). With items (signed in only) they are checked as the
 * order will check them, taking nothing: the coupon's discount and the covered services lower
 * the prepayment.
 */
export async function getPrepaymentQuote(
  ctx: BookingContext,
  o: {
    shopId: number;
    serviceIds: number[];
    startTime?: string | undefined;
    /** The signed-in caller, if any. */
    userId?: number | undefined;
  } & OrderItems,
): Promise<TPrepaymentQuote> {
  const now = ctx.clock();
  const shop = await loadBookableShop(ctx.db, o.shopId);
  const chosen = await loadServices(ctx.db, { shopId: shop.id, serviceIds: o.serviceIds });
  let applied = NO_ITEMS;
  if (hasOrderItems(o)) {
    if (o.userId === undefined)
      throw AppError.of('E_UNAUTHORIZED_ACCESS', '請先登入才能使用優惠券或票券');
    applied = await applyOrderItems(ctx.db, {
      shop,
      customerId: await customerIdOfUser(ctx.db, shop.sellerId, o.userId),
      chosen,
      items: o,
      now,
      forOrder: false,
    });
  }
  const quote = quoteWithItems({
    shop,
    chosen,
    applied,
    now,
    startTime: o.startTime ? new Date(o.startTime) : undefined,
  });
  return {
    ...quote,
    currency: shop.currency as TPrepaymentQuote['currency'],
    deadline: quote.deadline?.toISOString() ?? null,
    cancelCutoffMinutes: shop.cancelCutoffMinutes,
    rescheduleCutoffMinutes: shop.rescheduleCutoffMinutes,
    coupon: applied.coupon
      ? {
          id: applied.coupon.couponId,
          name: applied.coupon.name,
          discountAmount: applied.coupon.discountAmount,
        }
      : null,
    coveredServiceIds: applied.coveredServiceIds,
  };
}
