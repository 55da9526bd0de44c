import { usePagedQuery } from '../../../lib/api-query';
import { calls, type TOrder, type TOrderSource } from '@haoyue/contracts';
import { getAuthToken } from '../../../lib/auth-token';
import { apiCall, type Paged } from '../../../lib/http';
import { USER_SCOPE } from '../../../lib/session';
import { tabQuery, type MyOrderTab } from '../lib/tabs';

/** Query key prefix of the 我的預約 lists (one per tab). */
export const myOrdersKey = [USER_SCOPE, 'my-orders'] as const;

/** Orders per page of a tab (spec §9: user orders page size). */
export const MY_ORDERS_PER_PAGE = 50;

/** What an order card shows beyond the order itself: the shop and its avatar. */
const CARD_PARTS = ['shop', 'shop.images'];

/**
 * Fetches one page of a tab of the signed-in customer's orders (only those that came in as
 * `source`, when given: the Reserve with Google user area lists its GOOGLE orders); empty
 * without a token.
 */
export async function getMyOrders(
  tab: MyOrderTab,
  page: number,
  signal?: AbortSignal,
  source?: TOrderSource,
): Promise<Paged<TOrder>> {
  const perPage = MY_ORDERS_PER_PAGE;
  if (!getAuthToken()) return { data: [], meta: { page, perPage, total: 0 } };
  const query = { ...tabQuery(tab), part: CARD_PARTS, page, perPage, source };
  return apiCall(calls.booking.listMyOrders, { query }, { signal });
}

/** A tab of 我的預約, page after page (「載入更多」); idle while signed out. */
export function useMyOrders(tab: MyOrderTab, source?: TOrderSource) {
  return usePagedQuery({
    queryKey: [...myOrdersKey, tab, source ?? 'ALL'],
    fetchPage: (page, signal) => getMyOrders(tab, page, signal, source),
  });
}
