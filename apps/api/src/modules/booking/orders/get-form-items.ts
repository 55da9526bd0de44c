import { bookingFormOf } from '../../customers';
import { loadBookableShop } from '../../availability';
import type { BookingContext } from '../context';

/** The fields the seller's booking form shows, and the signed-in user's values for them. */
export async function getFormItems(
  ctx: BookingContext,
  o: { shopId: number; userId?: number | undefined },
) {
  const shop = await loadBookableShop(ctx.db, o.shopId);
  return bookingFormOf(ctx.db, shop.sellerId, o.userId);
}
