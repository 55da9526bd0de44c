import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** Fetches a customer's usable vouchers (their sessions may pay for a booking). */
export function getUsableVouchers(sellerId: number, customerId: number, signal?: AbortSignal) {
  return apiData(
    calls.voucher.listCustomerVouchers,
    { params: { sellerId, customerId }, query: { state: 'USABLE' } },
    signal,
  );
}

/** The customer's usable vouchers, while `enabled` (a visit that may be completed). */
export function useUsableVouchers(sellerId: number, customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.customerVouchers(sellerId, customerId),
    queryFn: ({ signal }) => getUsableVouchers(sellerId, customerId, signal),
    staleTime: 0,
    enabled,
  });
}
