import { calls, type TMyDepository } from '@haoyue/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import { memberCardKeys } from './keys';
import { MEMBER_CARD_PER_PAGE, nextPageOf } from './paged';
import { useAuthToken } from '../../../lib/auth-token';

/** Fetches the customer's stored-value accounts at the seller. */
export function getDepositories(
  customerId: number,
  signal?: AbortSignal,
): Promise<TMyDepository[]> {
  return apiData(calls.myItem.listMyDepositories, { params: { id: customerId } }, signal);
}

/** The customer's stored-value accounts. */
export function useDepositories(customerId: number) {
  return useSignedInQuery({
    queryKey: memberCardKeys.depositories(customerId),
    queryFn: ({ signal }) => getDepositories(customerId, signal),
    staleTime: 0,
  });
}

/** One account's movements, newest first, page after page. */
export function useDepositoryTransactions(customerId: number, depositoryId: number) {
  const token = useAuthToken();
  return useInfiniteQuery({
    queryKey: memberCardKeys.depositoryTransactions(customerId, depositoryId),
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        calls.myItem.listMyDepositoryTransactions,
        {
          params: { id: customerId, depositoryId },
          query: { page: pageParam, perPage: MEMBER_CARD_PER_PAGE },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
    staleTime: 0,
  });
}
