import type { TApplicableItems } from '@haoyue/contracts';
import { findApplicableItems } from '../../member-card';
import { loadBookableShop, loadServices } from '../../availability';
import type { BookingContext } from '../context';

/**
 * The signed-in customer's coupons and vouchers that apply to a booking of these services at
 * the shop (POST /v1/bookings:applicable-items).
 */
export async function findBookingItems(
  ctx: BookingContext,
  o: { shopId: number; serviceIds: number[]; userId: number },
): Promise<TApplicableItems> {
  const shop = await loadBookableShop(ctx.db, o.shopId);
  const chosen = await loadServices(ctx.db, { shopId: shop.id, serviceIds: o.serviceIds });
  return findApplicableItems(ctx.db, {
    sellerId: shop.sellerId,
    userId: o.userId,
    currency: shop.currency,
    services: chosen.map((s) => ({ serviceId: s.id, price: s.price })),
    now: ctx.clock(),
  });
}
