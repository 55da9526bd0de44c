import { calls } from '@haoyue/contracts';
import { apiData, apiQuery, useSignedInQuery } from '../../api-query';
import { sellerKeys } from './keys';

/** Fetches the sellers the signed-in user is a member of, with their role in each. */
export function getSellers(signal?: AbortSignal) {
  return apiData(calls.sellerShop.listSellers, {}, signal);
}

/** Query options for {@link getSellers}. */
export const sellersQueryOptions = apiQuery(sellerKeys.sellers, getSellers).options;

/** The user's sellers; idle while signed out. */
export function useSellers() {
  return useSignedInQuery(sellersQueryOptions());
}
