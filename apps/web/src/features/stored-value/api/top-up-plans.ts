import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerItemWrites } from '../../../lib/seller-item-writes';
import { storedValueKeys } from './keys';

/** Fetches the seller's top-up plans, inactive ones included. */
export function getTopUpPlans(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.storedValue.listTopUpPlans, { params: { sellerId } }, signal);
}

/** The seller's top-up plans. */
export const useTopUpPlans = apiQuery(storedValueKeys.plans, getTopUpPlans).use;

const planWrites = sellerItemWrites(
  {
    create: calls.storedValue.createTopUpPlan,
    update: calls.storedValue.updateTopUpPlan,
    remove: calls.storedValue.deleteTopUpPlan,
  },
  'planId',
  storedValueKeys.plans,
);

/**
 * Creates a plan, or changes one (switching it on or off too) when `planId` is given (owner and
 * managers); the plans refresh.
 */
export const useSaveTopUpPlan = planWrites.useSave;

/** Deletes a plan never used. */
export const useDeleteTopUpPlan = planWrites.useDelete;
