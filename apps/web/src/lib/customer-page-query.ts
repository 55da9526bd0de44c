import type { WebCall, WebCallRequest } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { apiQuery } from './api-query';
import { apiCall } from './http';

/**
 * A paged list on a customer's record at the counter (their orders, stored-value movements,
 * product purchases): the call's params are the seller and the customer, its query one page of
 * `perPage`, cached under `key` with the page; `{ data, meta }` as the call answers. The page
 * shown stays while the next one loads, so the pager does not jump.
 */
export function customerPageQuery<W extends WebCall>(
  call: W,
  key: (sellerId: number, customerId: number, page: number) => QueryKey,
  perPage: number,
) {
  const fetchPage = (sellerId: number, customerId: number, page: number, signal: AbortSignal) => {
    // The params and query every call of this kind takes.
    const request = { params: { sellerId, customerId }, query: { page, perPage } };
    return apiCall(call, request as unknown as WebCallRequest<W>, { signal });
  };
  return apiQuery(key, fetchPage, { placeholderData: (previous) => previous });
}
