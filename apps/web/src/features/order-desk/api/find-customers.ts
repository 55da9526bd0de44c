import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/** How the shop looks a customer up: by exact phone (E.164) or by a name / phone fragment. */
export type CustomerQuery = { phoneNumber: string } | { keyword: string };

/** The seller's first ten customers matching the query. */
export function findCustomers(sellerId: number, query: CustomerQuery, signal?: AbortSignal) {
  const request = { params: { sellerId }, query: { ...query, perPage: 10 } };
  return apiData(calls.sellerCalendar.findCustomers, request, signal);
}

const customers = apiQuery(
  (sellerId: number, query: CustomerQuery | null) => calendarKeys.customers(sellerId, query ?? {}),
  (sellerId, query, signal) => findCustomers(sellerId, query!, signal),
  (_sellerId, query) => ({ enabled: query !== null, staleTime: 30_000 }),
);

/** Query options for {@link findCustomers}; nothing is asked without a query. */
export const findCustomersQueryOptions = customers.options;

/** The seller's customers by exact phone or by a name / phone fragment. */
export const useFindCustomers = customers.use;
