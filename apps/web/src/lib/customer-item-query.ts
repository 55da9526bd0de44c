import type { CallParams, WebCall, WebCallRequest } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { apiData, apiQuery } from './api-query';

/** The name of a call's path param, e.g. `voucherId`. */
type ParamOf<W> = W extends WebCall<infer C> ? keyof CallParams<C> & string : never;

/**
 * A read of one item on a customer's record at the counter (a voucher's movements or the
 * bookings it may serve, a coupon's candidate orders): the call's params are the seller, the
 * customer and the item (`itemParam`), cached under `key`. A ledger's: read afresh when shown.
 */
export function customerItemQuery<W extends WebCall>(
  call: W,
  itemParam: ParamOf<W>,
  key: (sellerId: number, customerId: number, itemId: number) => QueryKey,
) {
  const fetchItem = (sellerId: number, customerId: number, itemId: number, signal: AbortSignal) => {
    // The params a call of this kind takes; `itemParam` is checked to be one of its names.
    const params = { sellerId, customerId, [itemParam]: itemId };
    return apiData(call, { params } as unknown as WebCallRequest<W>, signal);
  };
  return apiQuery(key, fetchItem, { staleTime: 0 });
}
