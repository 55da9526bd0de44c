import type { TStartTimes } from '@haoyue/contracts';
import { invalid } from '../../../lib/errors';
import { findStartTimes, type SellerActor, type StartTimesQuery } from '../../availability';
import type { BookingContext } from '../context';
import { loadOrderFor } from './load-order';

/**
 * The shop's own free times (POST /v1/sellers/{id}/start-times): availability's start times for
 * a member, with the order being moved (`excludeOrderId`) not busy once it is found to be the
 * seller's (else 404) and of this shop.
 */
export async function findSellerStartTimes(
  ctx: BookingContext,
  o: StartTimesQuery & { shop: number; actor: SellerActor },
): Promise<TStartTimes> {
  if (o.excludeOrderId) {
    const order = await loadOrderFor(ctx.db, o.excludeOrderId, o.actor);
    if (order.shopId !== o.shop) throw invalid('excludeOrderId', '這筆預約不屬於這間店');
  }
  return findStartTimes(ctx, o);
}
