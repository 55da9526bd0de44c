import { calls, type TAdminSellersQuery } from '@haoyue/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { apiData, apiQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

export type AdminSellersFilter = Partial<Pick<TAdminSellersQuery, 'q' | 'sort' | 'page'>>;

/** One page of the sellers list, searched and sorted on the server. */
export const adminSellersQuery = apiQuery(
  (filter: AdminSellersFilter) => adminKeys.sellerList(filter),
  (filter: AdminSellersFilter, signal: AbortSignal) =>
    apiCall(calls.adminSeller.listSellers, { query: filter }, { signal }),
  { placeholderData: keepPreviousData },
);

/** A seller with its shops and members. */
export const adminSellerQuery = apiQuery(
  (sellerId: number) => adminKeys.seller(sellerId),
  (sellerId: number, signal: AbortSignal) =>
    apiData(calls.adminSeller.getSeller, { params: { sellerId } }, signal),
);
