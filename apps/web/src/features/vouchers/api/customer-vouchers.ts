import {
  calls,
  type TRefundVoucherRequest,
  type TSellVoucherRequest,
  type TUseVoucherRequest,
  type TVoucherState,
} from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { customerItemQuery } from '../../../lib/customer-item-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
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

/** A voucher's movements, newest first. */
export const useVoucherTransactions = customerItemQuery(
  calls.voucher.listVoucherTransactions,
  'voucherId',
  voucherKeys.transactions,
).use;

/** The customer's bookings a voucher may serve. */
export const useVoucherBookings = customerItemQuery(
  calls.voucher.listVoucherBookings,
  'voucherId',
  voucherKeys.bookings,
).use;

const sellVoucher = apiWrite(calls.voucher.sellVoucher);
const spendVoucherSession = apiWrite(calls.voucher.useVoucher);
const refundVoucher = apiWrite(calls.voucher.refundVoucher);

/** Sells a voucher to the customer. */
export function useSellVoucher(sellerId: number, customerId: number) {
  return useRefreshingMutation(
    voucherKeys.customer(sellerId, customerId),
    (body: TSellVoucherRequest) => sellVoucher({ params: { sellerId, customerId }, body }),
  );
}

/** Uses one session of a voucher for a booking. */
export function useUseVoucher(sellerId: number, customerId: number) {
  return useRefreshingMutation(
    voucherKeys.customer(sellerId, customerId),
    ({ voucherId, ...body }: TUseVoucherRequest & { voucherId: number }) =>
      spendVoucherSession({ params: { sellerId, customerId, voucherId }, body }),
  );
}

/** Refunds a voucher's unused sessions. */
export function useRefundVoucher(sellerId: number, customerId: number) {
  return useRefreshingMutation(
    voucherKeys.customer(sellerId, customerId),
    ({ voucherId, ...body }: TRefundVoucherRequest & { voucherId: number }) =>
      refundVoucher({ params: { sellerId, customerId, voucherId }, body }),
  );
}
