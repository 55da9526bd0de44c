import { calls, type TBookingVoucherUse } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { bookingKeys } from './keys';

/** What the quote is for. */
export interface PrepaymentQuoteRequest {
  shopId: number;
  serviceIds: number[];
  startTime?: string;
  /** Items (signed in): one of my coupons or a claim code, and vouchers for some services. */
  couponId?: number;
  couponCode?: string;
  voucherUses?: TBookingVoucherUse[];
}

/** The prepayment (訂金) the shop asks for these services at this time, and its deadline. */
export function getPrepaymentQuote(request: PrepaymentQuoteRequest, signal?: AbortSignal) {
  return apiData(calls.booking.quotePrepayment, { body: request }, signal);
}

// A refused item (409) is an answer to show, not a failure to retry.
const prepaymentQuote = apiQuery(bookingKeys.prepaymentQuote, getPrepaymentQuote, {
  retry: false,
});

/** Query options for {@link getPrepaymentQuote}. */
export const prepaymentQuoteQueryOptions = prepaymentQuote.options;

/** The prepayment quote for a booking being made. */
export const usePrepaymentQuote = prepaymentQuote.use;
