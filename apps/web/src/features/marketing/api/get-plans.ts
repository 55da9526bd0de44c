import { calls, type TPlan } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Fetches the subscription plans offered to shops, cheapest first. */
export async function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  const body = await apiCall(calls.catalogue.listPlans, {}, { signal });
  return [...body.data].sort((a, b) => a.monthlyPrice - b.monthlyPrice);
}

/** Query options for {@link getPlans}. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 30 * 60_000,
  });

/** The plans for the pricing table. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
