import { calls, type TMyDepository } from '@haoyue/contracts';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { memberCardKeys } from './keys';
import { useMemberCardPages } from './paged';

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
  return useMemberCardPages(
    memberCardKeys.depositoryTransactions(customerId, depositoryId),
    calls.myItem.listMyDepositoryTransactions,
    { params: { id: customerId, depositoryId } },
  );
}
