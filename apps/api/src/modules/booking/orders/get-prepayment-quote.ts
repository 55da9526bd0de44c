import type { TPrepaymentQuote } from '@haoyue/contracts';
import { quotePrepayment } from '../../payments';
import { loadBookableShop, loadServices } from '../availability/bookable';
import type { BookingContext } from '../context';

/**
 * What a prospective booking will owe in advance, and the shop's cut-offs for changing it
 * online (POST /v1/bookings:prepayments).
 */
export async function getPrepaymentQuote(
  ctx: BookingContext,
  o: { shopId: number; serviceIds: number[]; startTime?: string | undefined },
): Promise<TPrepaymentQuote> {
  const shop = await loadBookableShop(ctx.db, o.shopId);
  const chosen = await loadServices(ctx.db, shop.id, o.serviceIds);
  const quote = quotePrepayment(
    shop.prepaymentSettings,
    chosen,
    ctx.clock(),
    o.startTime ? new Date(o.startTime) : undefined,
  );
  return {
    ...quote,
    currency: shop.currency as TPrepaymentQuote['currency'],
    deadline: quote.deadline?.toISOString() ?? null,
    cancelCutoffMinutes: shop.cancelCutoffMinutes,
    rescheduleCutoffMinutes: shop.rescheduleCutoffMinutes,
  };
}
