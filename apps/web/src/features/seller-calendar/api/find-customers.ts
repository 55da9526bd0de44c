import type { TCustomer } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetPage } from '../../../lib/http';
import { calendarKeys } from './keys';

/** The seller's customers by exact phone (E.164) or by a name / phone fragment. */
export function useFindCustomers(
  sellerId: number,
  query: { phoneNumber: string } | { keyword: string } | null,
) {
  return useQuery({
    queryKey: calendarKeys.customers(sellerId, query ?? {}),
    queryFn: async ({ signal }) =>
      (
        await apiGetPage<TCustomer>(
          `/v1/sellers/${sellerId}/customers`,
          { ...query, perPage: 10 },
          { signal },
        )
      ).data,
    enabled: query !== null,
    staleTime: 30_000,
  });
}
