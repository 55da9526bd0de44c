import { calls, type TTopUpPlanInput } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { storedValueKeys } from './keys';

/** Fetches the seller's top-up plans, inactive ones included. */
export function getTopUpPlans(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.storedValue.listTopUpPlans, { params: { sellerId } }, signal);
}

/** The seller's top-up plans. */
export const useTopUpPlans = apiQuery(storedValueKeys.plans, getTopUpPlans).use;

const createTopUpPlan = apiWrite(calls.storedValue.createTopUpPlan);
const updateTopUpPlan = apiWrite(calls.storedValue.updateTopUpPlan);
const deleteTopUpPlan = apiWrite(calls.storedValue.deleteTopUpPlan);

/**
 * Creates a plan, or changes one (switching it on or off too) when `planId` is given (owner and
 * managers); the plans refresh.
 */
export function useSaveTopUpPlan(sellerId: number) {
  return useRefreshingMutation(
    storedValueKeys.plans(sellerId),
    ({ planId, ...body }: TTopUpPlanInput & { planId?: number }) =>
      planId
        ? updateTopUpPlan({ params: { sellerId, planId }, body })
        : createTopUpPlan({ params: { sellerId }, body }),
  );
}

/** Deletes a plan never used. */
export function useDeleteTopUpPlan(sellerId: number) {
  return useRefreshingMutation(storedValueKeys.plans(sellerId), (planId: number) =>
    deleteTopUpPlan({ params: { sellerId, planId } }),
  );
}
