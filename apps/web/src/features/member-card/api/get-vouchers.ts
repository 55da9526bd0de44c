import { calls, type TMyVoucher, type TVoucherState } from '@haoyue/contracts';
import { memberCardKeys } from './keys';
import { useMemberCardPages } from './paged';
import { apiData, useSignedInQuery } from '../../../lib/api-query';

/** Fetches the customer's vouchers in a state (usable, used up, expired). */
export function getVouchers(
  customerId: number,
  state: TVoucherState,
  signal?: AbortSignal,
): Promise<TMyVoucher[]> {
  return apiData(
    calls.myItem.listMyVouchers,
    { params: { id: customerId }, query: { state } },
    signal,
  );
}

/** The customer's vouchers in a state. */
export function useVouchers(customerId: number, state: TVoucherState) {
  return useSignedInQuery({
    queryKey: memberCardKeys.vouchers(customerId, state),
    queryFn: ({ signal }) => getVouchers(customerId, state, signal),
    staleTime: 0,
  });
}

/** One voucher's movements, newest first, page after page (fetched when `enabled`). */
export function useVoucherTransactions(customerId: number, voucherId: number, enabled: boolean) {
  return useMemberCardPages(
    memberCardKeys.voucherTransactions(customerId, voucherId),
    calls.myItem.listMyVoucherTransactions,
    { params: { id: customerId, voucherId } },
    enabled,
  );
}
