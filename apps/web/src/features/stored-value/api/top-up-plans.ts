import { calls, type TTopUpPlanInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { storedValueKeys } from './keys';

/** Fetches the seller's top-up plans, inactive ones included. */
export function getTopUpPlans(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.storedValue.listTopUpPlans, { params: { sellerId } }, signal);
}

const plans = apiQuery(storedValueKeys.plans, getTopUpPlans);

/** Query options for {@link getTopUpPlans}. */
export const topUpPlansQueryOptions = plans.options;

/** The seller's top-up plans. */
export const useTopUpPlans = plans.use;

export const createTopUpPlan = apiWrite(calls.storedValue.createTopUpPlan);
export const updateTopUpPlan = apiWrite(calls.storedValue.updateTopUpPlan);
export const deleteTopUpPlan = apiWrite(calls.storedValue.deleteTopUpPlan);

function usePlanMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storedValueKeys.plans(sellerId) }),
  });
}

/** Creates a plan (owner and managers). */
export function useCreateTopUpPlan(sellerId: number) {
  return usePlanMutation(sellerId, (body: TTopUpPlanInput) =>
    createTopUpPlan({ params: { sellerId }, body }),
  );
}

/** Changes a plan or switches it on or off. */
export function useUpdateTopUpPlan(sellerId: number) {
  return usePlanMutation(sellerId, ({ planId, ...body }: TTopUpPlanInput & { planId: number }) =>
    updateTopUpPlan({ params: { sellerId, planId }, body }),
  );
}

/** Deletes a plan never used. */
export function useDeleteTopUpPlan(sellerId: number) {
  return usePlanMutation(sellerId, (planId: number) =>
    deleteTopUpPlan({ params: { sellerId, planId } }),
  );
}
