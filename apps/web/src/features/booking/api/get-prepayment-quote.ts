import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { bookingKeys } from './keys';

/** What the quote is for. */
export interface PrepaymentQuoteRequest {
  shopId: number;
  serviceIds: number[];
  startTime?: string;
}

/** The prepayment (訂金) the shop asks for these services at this time, and its deadline. */
export function getPrepaymentQuote(request: PrepaymentQuoteRequest, signal?: AbortSignal) {
  return apiData(calls.booking.quotePrepayment, { body: request }, signal);
}

const prepaymentQuote = apiQuery(bookingKeys.prepaymentQuote, getPrepaymentQuote);

/** Query options for {@link getPrepaymentQuote}. */
export const prepaymentQuoteQueryOptions = prepaymentQuote.options;

/** The prepayment quote for a booking being made. */
export const usePrepaymentQuote = prepaymentQuote.use;
