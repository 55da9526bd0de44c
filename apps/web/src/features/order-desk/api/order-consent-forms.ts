import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** Fetches the consent forms an order needs, each filled or missing. */
export function getOrderConsentForms(sellerId: number, orderId: number, signal?: AbortSignal) {
  return apiData(
    calls.consent.listSellerOrderConsentForms,
    { params: { sellerId, orderId } },
    signal,
  );
}

/**
 * The order's consent forms (read afresh when the drawer opens: the customer may have filled one
 * meanwhile); under the order's key, so a write to the order refreshes them too.
 */
export function useOrderConsentForms(sellerId: number, orderId: number | null) {
  return useQuery({
    queryKey: calendarKeys.orderConsentForms(sellerId, orderId ?? 0),
    queryFn: ({ signal }) => getOrderConsentForms(sellerId, orderId!, signal),
    staleTime: 0,
    enabled: orderId !== null,
  });
}
