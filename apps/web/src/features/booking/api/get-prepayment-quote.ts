import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { bookingKeys } from './keys';

/** What the quote is for. */
export interface PrepaymentQuoteRequest {
  shopId: number;
  serviceIds: number[];
  startTime?: string;
}

/** The prepayment (訂金) the shop asks for these services at this time, and its deadline. */
export async function getPrepaymentQuote(request: PrepaymentQuoteRequest, signal?: AbortSignal) {
  return (await apiCall(calls.booking.quotePrepayment, { body: request }, { signal })).data;
}

/** Query options for {@link getPrepaymentQuote}. */
export const prepaymentQuoteQueryOptions = (request: PrepaymentQuoteRequest) =>
  queryOptions({
    queryKey: bookingKeys.prepaymentQuote(request),
    queryFn: ({ signal }) => getPrepaymentQuote(request, signal),
  });

/** The prepayment quote for a booking being made. */
export function usePrepaymentQuote(request: PrepaymentQuoteRequest) {
  return useQuery(prepaymentQuoteQueryOptions(request));
}
