import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../../lib/auth-token';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Fetches the sellers the signed-in user is a member of, with their role in each. */
export async function getSellers(signal?: AbortSignal) {
  return (await apiCall(calls.sellerShop.listSellers, {}, { signal })).data;
}

/** Query options for {@link getSellers}. */
export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: sellerKeys.sellers(),
    queryFn: ({ signal }) => getSellers(signal),
  });

/** The user's sellers; idle while signed out. */
export function useSellers() {
  const token = useAuthToken();
  return useQuery({ ...sellersQueryOptions(), enabled: token !== null });
}
