import { calls, type TPlan } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Fetches the subscription plans offered to shops, cheapest first. */
export async function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  const plans = await apiData(calls.catalogue.listPlans, {}, signal);
  return [...plans].sort((a, b) => a.monthlyPrice - b.monthlyPrice);
}

const plans = apiQuery(() => ['plans'], getPlans, { staleTime: 30 * 60_000 });

/** Query options for {@link getPlans}. */
export const plansQueryOptions = plans.options;

/** The plans for the pricing table. */
export const usePlans = plans.use;
