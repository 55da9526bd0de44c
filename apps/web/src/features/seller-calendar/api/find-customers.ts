import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { calendarKeys } from './keys';

/** How the shop looks a customer up: by exact phone (E.164) or by a name / phone fragment. */
export type CustomerQuery = { phoneNumber: string } | { keyword: string };

/** The seller's first ten customers matching the query. */
export async function findCustomers(sellerId: number, query: CustomerQuery, signal?: AbortSignal) {
  return (
    await apiCall(
      calls.sellerCalendar.findCustomers,
      { params: { sellerId }, query: { ...query, perPage: 10 } },
      { signal },
    )
  ).data;
}

/** Query options for {@link findCustomers}; nothing is asked without a query. */
export const findCustomersQueryOptions = (sellerId: number, query: CustomerQuery | null) =>
  queryOptions({
    queryKey: calendarKeys.customers(sellerId, query ?? {}),
    queryFn: ({ signal }) => findCustomers(sellerId, query!, signal),
    enabled: query !== null,
    staleTime: 30_000,
  });

/** The seller's customers by exact phone or by a name / phone fragment. */
export function useFindCustomers(sellerId: number, query: CustomerQuery | null) {
  return useQuery(findCustomersQueryOptions(sellerId, query));
}
