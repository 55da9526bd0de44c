import type { TOrder } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { calendarKeys, sellerOrderPath } from './keys';

/** One order of the seller with every part: services, payments, shop. */
export function useSellerOrder(sellerId: number, orderId: number | null) {
  return useQuery({
    queryKey: calendarKeys.order(sellerId, orderId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiGet<TOrder>(sellerOrderPath(sellerId, orderId!), undefined, { signal })).data,
    enabled: orderId !== null,
    staleTime: 10_000,
  });
}
