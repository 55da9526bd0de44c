import {
  calls,
  type TRefundVoucherRequest,
  type TSellVoucherRequest,
  type TUseVoucherRequest,
  type TVoucherState,
} from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { voucherKeys } from './keys';

/** Fetches the customer's vouchers of one state. */
export function getCustomerVouchers(
  sellerId: number,
  customerId: number,
  state: TVoucherState,
  signal?: AbortSignal,
) {
  return apiData(
    calls.voucher.listCustomerVouchers,
    { params: { sellerId, customerId }, query: { state } },
    signal,
  );
}

/** The customer's vouchers of one state (a ledger: read afresh whenever shown). */
export const useCustomerVouchers = apiQuery(voucherKeys.list, getCustomerVouchers, {
  staleTime: 0,
}).use;

/** Fetches a voucher's movements, newest first. */
export function getVoucherTransactions(
  sellerId: number,
  customerId: number,
  voucherId: number,
  signal?: AbortSignal,
) {
  return apiData(
    calls.voucher.listVoucherTransactions,
    { params: { sellerId, customerId, voucherId } },
    signal,
  );
}

/** A voucher's movements. */
export const useVoucherTransactions = apiQuery(voucherKeys.transactions, getVoucherTransactions, {
  staleTime: 0,
}).use;

/** Fetches the customer's bookings a voucher may serve. */
export function getVoucherBookings(
  sellerId: number,
  customerId: number,
  voucherId: number,
  signal?: AbortSignal,
) {
  return apiData(
    calls.voucher.listVoucherBookings,
    { params: { sellerId, customerId, voucherId } },
    signal,
  );
}

/** The customer's bookings a voucher may serve. */
export const useVoucherBookings = apiQuery(voucherKeys.bookings, getVoucherBookings, {
  staleTime: 0,
}).use;

export const sellVoucher = apiWrite(calls.voucher.sellVoucher);
export const spendVoucherSession = apiWrite(calls.voucher.useVoucher);
export const refundVoucher = apiWrite(calls.voucher.refundVoucher);

/** A write on a customer's vouchers: every list of theirs refreshes after it. */
function useCustomerVoucherWrite<V>(
  sellerId: number,
  customerId: number,
  send: (variables: V) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: voucherKeys.customer(sellerId, customerId) }),
  });
}

/** Sells a voucher to the customer. */
export function useSellVoucher(sellerId: number, customerId: number) {
  return useCustomerVoucherWrite(sellerId, customerId, (body: TSellVoucherRequest) =>
    sellVoucher({ params: { sellerId, customerId }, body }),
  );
}

/** Uses one session of a voucher for a booking. */
export function useUseVoucher(sellerId: number, customerId: number) {
  return useCustomerVoucherWrite(
    sellerId,
    customerId,
    ({ voucherId, ...body }: TUseVoucherRequest & { voucherId: number }) =>
      spendVoucherSession({ params: { sellerId, customerId, voucherId }, body }),
  );
}

/** Refunds a voucher's unused sessions. */
export function useRefundVoucher(sellerId: number, customerId: number) {
  return useCustomerVoucherWrite(
    sellerId,
    customerId,
    ({ voucherId, ...body }: TRefundVoucherRequest & { voucherId: number }) =>
      refundVoucher({ params: { sellerId, customerId, voucherId }, body }),
  );
}
