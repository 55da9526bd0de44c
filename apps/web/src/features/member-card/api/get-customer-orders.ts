import { usePagedQuery } from '../../../lib/api-query';
import { calls, type TOrder, type TOrderPeriod, type TOrderStatus } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../../lib/auth-token';
import { apiCall, type Paged } from '../../../lib/http';
import { memberCardKeys } from './keys';
import { MEMBER_CARD_PER_PAGE } from './paged';

/** Which orders a tab lists: a period (upcoming, past) or statuses (cancelled). */
export type OrderTabQuery = { period?: TOrderPeriod; status?: TOrderStatus[] };

/** What an order card shows beyond the order itself: the shop and its avatar. */
const CARD_PARTS = ['shop' as const, 'shop.images' as const];

/** Fetches one page of the user's orders with the seller of one customer record. */
export function getCustomerOrders(
  customerId: number,
  tab: OrderTabQuery,
  page: number,
  perPage = MEMBER_CARD_PER_PAGE,
  signal?: AbortSignal,
): Promise<Paged<TOrder>> {
  const query = { ...tab, part: CARD_PARTS, page, perPage };
  return apiCall(
    calls.booking.listMyCustomerOrders,
    { params: { id: customerId }, query },
    {
      signal,
    },
  );
}

/** A tab of the member card's orders, 50 at a time (「載入更多」). */
export function useCustomerOrders(customerId: number, tabKey: string, tab: OrderTabQuery) {
  return usePagedQuery({
    queryKey: memberCardKeys.orders(customerId, tabKey),
    fetchPage: (page, signal) =>
      getCustomerOrders(customerId, tab, page, MEMBER_CARD_PER_PAGE, signal),
  });
}

/** The customer's next booking with the seller (upcoming, soonest first), or null. */
export function useNextBooking(customerId: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: memberCardKeys.nextBooking(customerId),
    queryFn: async ({ signal }) =>
      (await getCustomerOrders(customerId, { period: 'upcoming' }, 1, 1, signal)).data[0] ?? null,
    enabled: token !== null,
    staleTime: 0,
  });
}
