import { calls, type TAdminSellersQuery } from '@haoyue/contracts';
import { apiData, apiPageQuery, apiQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

export type AdminSellersFilter = Partial<Pick<TAdminSellersQuery, 'q' | 'sort' | 'page'>>;

/** One page of the sellers list, searched and sorted on the server. */
export const adminSellersQuery = apiPageQuery(
  calls.adminSeller.listSellers,
  (filter: AdminSellersFilter) => adminKeys.sellerList(filter),
);

/** A seller with its shops and members. */
export const adminSellerQuery = apiQuery(
  (sellerId: number) => adminKeys.seller(sellerId),
  (sellerId: number, signal: AbortSignal) =>
    apiData(calls.adminSeller.getSeller, { params: { sellerId } }, signal),
);
